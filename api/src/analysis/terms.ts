import { stemmer } from 'stemmer';
import { tokenize } from '../search/normalize';

/** Words that say nothing about a topic on a how-to page (on top of the search stop words). */
const FILLER = new Set(
  (
    'also use used using uses can click select open make sure need needs one two three first next new may might must ' +
    'step steps way ways get set see like within without across every many much well just via per etc e.g ie example ' +
    'want able time times default option options following follow note page article guide learn ' +
    'anything something someone everything nothing thing things matter matters often usually quick quickly lot lots instead already whether rather'
  ).split(' '),
);

/** Distinct Porter-stemmed meaningful terms ("calibrating" and "calibration" meet) of a text, in order of first appearance. */
export function termsOf(text: string): string[] {
  return [
    ...new Set(
      tokenize(text)
        .filter((t) => !FILLER.has(t) && !/^\d+$/.test(t))
        .map((term) => stemmer(term)),
    ),
  ];
}

/** How often each meaningful stemmed term (three letters or more) occurs in a text. */
export function termCounts(text: string): Map<string, number> {
  const frequency = new Map<string, number>();
  for (const term of tokenize(text)) {
    if (FILLER.has(term) || /^\d+$/.test(term) || term.length < 3) continue;
    const stemmed = stemmer(term);
    frequency.set(stemmed, (frequency.get(stemmed) ?? 0) + 1);
  }
  return frequency;
}

/** The `count` most frequent stemmed terms of a text (ties by first appearance), skipping `exclude`. */
export function topTerms(text: string, count: number, exclude: ReadonlySet<string> = new Set()): string[] {
  return [...termCounts(text).entries()]
    .filter(([term, n]) => n >= 2 && !exclude.has(term))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([term]) => term);
}

/** The first word of the text behind each stem, for showing terms to people ("calibr" → "calibration"). */
export function surfaceForms(text: string): Map<string, string> {
  const forms = new Map<string, string>();
  for (const term of tokenize(text)) {
    const stemmed = stemmer(term);
    if (!forms.has(stemmed)) forms.set(stemmed, term);
  }
  return forms;
}
