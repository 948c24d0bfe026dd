import { describe, expect, it } from 'vitest';
import { dateTime, day } from './dates';

describe('dates on the admin screens', () => {
  it('write a moment and a day in US English, in the time zone of the person reading', () => {
    const at = new Date(2026, 10, 26, 9, 5); // 9:05 in the local time zone
    expect(dateTime(at.toISOString())).toBe('Nov 26, 2026, 9:05 AM');
    expect(day(at.toISOString())).toBe('Nov 26, 2026');
  });
});
