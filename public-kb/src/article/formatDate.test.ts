import { describe, expect, it } from 'vitest';
import { readerDate } from './formatDate';

describe('readerDate', () => {
  const iso = '2025-03-07T23:30:00.000Z';
  it("keeps SPEC's short US format for en-US and an unknown locale, in UTC", () => {
    expect(readerDate(iso, 'en-US')).toBe('3/7/2025');
    expect(readerDate(iso, undefined)).toBe('3/7/2025');
  });
  it("writes the date as the reader's locale does", () => {
    expect(readerDate(iso, 'en-GB')).toBe('07/03/2025');
    expect(readerDate(iso, 'de-DE')).toBe('07.03.25');
  });
});
