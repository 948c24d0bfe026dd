import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttlCache';

describe('TtlCache', () => {
  it('shares one computation per key until it expires, and never keeps a failure', async () => {
    let now = 0;
    let calls = 0;
    const cache = new TtlCache<number>(60_000, 10, () => now);
    const compute = async () => (calls += 1);
    expect(await Promise.all([cache.get('q', compute), cache.get('q', compute)])).toEqual([1, 1]);
    now = 59_999;
    expect(await cache.get('q', compute)).toBe(1);
    now = 60_000;
    expect(await cache.get('q', compute)).toBe(2);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', compute)).toBe(3);
  });

  it('drops the oldest entries beyond its size', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(await cache.get('a', async () => 'again')).toBe('again');
    expect(await cache.get('c', async () => 'again')).toBe('c');
  });
});
