import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortUsDate } from '../article/formatDate';
import { englishNumber, englishPlural } from './englishFormats';

const intlNumber = new Intl.NumberFormat('en');
const intlPlural = new Intl.PluralRules('en');
const intlDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' });

describe('English formats without Intl', () => {
  it('write every number as Intl.NumberFormat("en") does', () => {
    for (const value of [0, -0, 1, 12, 999, 1000, 12_345, 1_000_000, -4321, 2.5, 1234.5678, Number.MAX_SAFE_INTEGER, 1e21, NaN, Infinity]) {
      expect(englishNumber(value)).toBe(intlNumber.format(value));
    }
    fc.assert(fc.property(fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.double()), (value) => englishNumber(value) === intlNumber.format(value)));
  });

  it('choose the plural form Intl.PluralRules("en") chooses', () => {
    fc.assert(fc.property(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.integer(), fc.double()), (count) => englishPlural(count) === intlPlural.select(count)));
  });

  it("write SPEC's short US date as Intl.DateTimeFormat('en-US') does, in UTC", () => {
    expect(shortUsDate('2025-03-07T23:30:00.000Z')).toBe('3/7/2025');
    const dates = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z'), noInvalidDate: true });
    fc.assert(fc.property(dates, (date) => shortUsDate(date.toISOString()) === intlDate.format(date)));
  });
});
