import { describe, expect, it } from 'vitest';
import { PER_KEY, waitMs } from './backoff';

const now = 1_000_000_000;
const times = (n: number) => Array.from({ length: n }, (_, i) => now - (n - i) * 1000);

describe('waitMs (exponential back-off)', () => {
  it('is free below the free failures, then doubles from the base with each failure, up to the cap', () => {
    expect(waitMs(times(PER_KEY.free - 1), PER_KEY, now)).toBe(0);
    const latest = now - 1000;
    expect(waitMs(times(PER_KEY.free), PER_KEY, now)).toBe(latest + PER_KEY.baseSeconds * 1000 - now);
    expect(waitMs(times(PER_KEY.free + 1), PER_KEY, now)).toBe(latest + 2 * PER_KEY.baseSeconds * 1000 - now);
    expect(waitMs(times(PER_KEY.free + 3), PER_KEY, now)).toBe(latest + 8 * PER_KEY.baseSeconds * 1000 - now);
    expect(waitMs(times(PER_KEY.free + 60), PER_KEY, now)).toBe(latest + PER_KEY.maxSeconds * 1000 - now);
  });

  it('is over once the wait since the latest failure has passed', () => {
    expect(waitMs(times(PER_KEY.free), PER_KEY, now + PER_KEY.baseSeconds * 1000)).toBe(0);
  });
});
