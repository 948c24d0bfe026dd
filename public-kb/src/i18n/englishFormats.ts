/**
 * English numbers and plural forms without Intl, for the pages' first render in the browser. A browser's
 * first Intl number formatter loads ICU's data: 16–40 ms of one task here, four times that under
 * Lighthouse's mobile CPU, paid by every page for texts like "12 articles". English needs little of it:
 * whole numbers grouped by threes with commas, and "one" for 1. `englishFormats.test.ts` compares both with
 * Intl over many values. Other numbers, and the other languages, go through Intl.
 */
let intlEnglish: Intl.NumberFormat | undefined;

/** A number as `Intl.NumberFormat('en')` writes it. */
export function englishNumber(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return (intlEnglish ??= new Intl.NumberFormat('en')).format(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** The plural category `Intl.PluralRules('en')` gives a number: "one" for 1 and -1, "other" otherwise. */
export function englishPlural(count: number): 'one' | 'other' {
  return Math.abs(count) === 1 ? 'one' : 'other';
}
