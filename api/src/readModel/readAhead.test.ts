import { describe, expect, it } from 'vitest';
import { handleReadingAhead } from './readAhead';

async function* source(count: number, failAt = -1) {
  for (let i = 0; i < count; i += 1) {
    if (i === failAt) throw new Error('cursor failed');
    if (i % 100 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    yield i;
  }
}

describe('handleReadingAhead', () => {
  it('handles every item in order while the event loop keeps running', async () => {
    const handled: number[] = [];
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    await handleReadingAhead(
      source(12_000),
      (item) => {
        handled.push(item);
        const until = performance.now() + 0.005;
        while (performance.now() < until);
      },
      5,
    );
    clearInterval(timer);
    expect(handled).toEqual(Array.from({ length: 12_000 }, (_, i) => i));
    expect(ticks).toBeGreaterThan(3);
  });

  it('rejects with the source error', async () => {
    await expect(handleReadingAhead(source(500, 250), () => {})).rejects.toThrow('cursor failed');
  });
});
