import { describe, expect, it } from 'vitest';
import { ResponseCache } from './responseCache';

describe('the response cache: one rule, an entry answers while it is read from the values it was made from', () => {
  it('answers the kept value for the same sources, and makes it again when one of them changed', () => {
    const cache = new ResponseCache();
    const article = { id: 'a', title: 'Genlock' };
    let made = 0;
    const make = () => `page ${++made}`;
    expect(cache.get('page:a', [article, 'https://kb.example'], make)).toBe('page 1');
    expect(cache.get('page:a', [article, 'https://kb.example'], make)).toBe('page 1');
    // A publish replaces the article object: the next read makes the page afresh.
    expect(cache.get('page:a', [{ ...article }, 'https://kb.example'], make)).toBe('page 2');
    expect(cache.get('page:a', [article, 'https://other.example'], make)).toBe('page 3');
    expect(cache.peek('page:a', [article, 'https://other.example'])).toBe('page 3');
    expect(cache.peek('page:a', [article, 'https://kb.example'])).toBeUndefined();
  });

  it('shares a pending promise, peeks only what is made, and forgets what failed', async () => {
    const cache = new ResponseCache();
    let release!: (value: { size: number }) => void;
    const pending = new Promise<{ size: number }>((resolve) => (release = resolve));
    let makes = 0;
    const first = cache.get('body:a', [1], () => (makes++, pending));
    const second = cache.get('body:a', [1], () => (makes++, Promise.resolve({ size: 1 })));
    expect(second).toBe(first);
    expect(cache.peek('body:a', [1])).toBeUndefined();
    release({ size: 10 });
    await first;
    expect(cache.peek('body:a', [1])).toEqual({ size: 10 });
    expect(makes).toBe(1);

    await expect(cache.get('body:b', [1], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('body:b', [1], () => Promise.resolve('made again'))).toBe('made again');
  });

  it('keeps the most recently used entries within its bytes', async () => {
    const cache = new ResponseCache();
    const megabyte = 1024 * 1024;
    for (let i = 0; i < 400; i += 1) await cache.get(`body:${i}`, [i], () => Promise.resolve({ size: megabyte }));
    expect(cache.bytes).toBeLessThanOrEqual(192 * megabyte);
    expect(cache.peek('body:399', [399])).toEqual({ size: megabyte });
    expect(cache.peek('body:0', [0])).toBeUndefined();
  });

  it('keeps apart the keys of two holders of the same kind of answers', () => {
    expect(ResponseCache.scope('search')).not.toBe(ResponseCache.scope('search'));
  });
});
