import { PREFIX_MIN_LENGTH } from '@kb/contracts';
import { stopwords as japaneseStopWords } from '@orama/stopwords/japanese';
import type { Analysis, PlacedWord } from './analysis';
import { MAX_TERM_LENGTH } from './normalize';
import { CHINESE_STOP_WORDS } from './stopWords';
import { wordBounds } from './wordBounds';

/** Han, hiragana and katakana, the prolonged sound mark and the iteration mark (ー and 々 are of no script). */
const CJK_CHARS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30fc\\u3005';
/** Written without spaces, so cut into words by Intl.Segmenter. */
export const CJK = new RegExp(`[${CJK_CHARS}]`, 'u');
/** A run of CJK characters, or a word of other letters and digits. */
const RUNS = new RegExp(`[${CJK_CHARS}]+|(?:(?![${CJK_CHARS}])[\\p{L}\\p{N}])+`, 'gu');
const KATAKANA = /^[\p{Script=Katakana}\u30fc]+$/u;
const HIRAGANA = /^\p{Script=Hiragana}$/u;
/**
 * Intl.Segmenter is slower than linear on long strings (711,000 characters took ten minutes here,
 * the same text in runs 1.4 s): runs are segmented in pieces of at most this many characters.
 */
const MAX_RUN = 256;
/** Question words the Japanese list lacks (English drops "why" and "how" too). */
const JAPANESE_QUESTION_WORDS = ['なぜ', 'どうして', 'どう', 'どうやって'];
/** Shortest CJK term completed as a prefix: one character would expand to hundreds of words. */
const CJK_PREFIX_FROM = 2;

/** Full-width letters and half-width katakana to their usual forms (NFKC), lower case. */
export const foldCjk = (word: string): string => word.normalize('NFKC').toLowerCase();

/** Adds the words of one CJK run (at `offset` in the text); touching katakana segments are one word. */
function segmentRun(segmenter: Intl.Segmenter, run: string, offset: number, words: PlacedWord[]): void {
  let last: PlacedWord | undefined;
  for (const { segment, index, isWordLike } of segmenter.segment(run)) {
    if (last && last.index + last.word.length === offset + index && KATAKANA.test(last.word) && KATAKANA.test(segment)) last.word += segment;
    else if (isWordLike || KATAKANA.test(segment)) words.push((last = { word: segment, index: offset + index }));
  }
}

/**
 * The words of a text with their positions: each word of other letters and digits as it stands,
 * each run of CJK characters cut by Intl.Segmenter (ICU's dictionary), in pieces of MAX_RUN.
 * ICU cuts a katakana loanword it does not know into pieces ("アク|セラ|レ|ー|ション"): touching
 * katakana segments are joined into one word. `wanted`: segments only the CJK runs it accepts.
 */
export function segmentWords(segmenter: Intl.Segmenter, text: string, wanted?: (run: string) => boolean): PlacedWord[] {
  const words: PlacedWord[] = [];
  for (const match of text.matchAll(RUNS)) {
    const run = match[0];
    if (!CJK.test(run[0]!)) words.push({ word: run, index: match.index });
    else if (!wanted || wanted(run)) {
      for (let at = 0; at < run.length;) {
        let end = Math.min(run.length, at + MAX_RUN);
        if (end < run.length && /[\udc00-\udfff]/.test(run[end]!)) end += 1;
        segmentRun(segmenter, run.slice(at, end), match.index + at, words);
        at = end;
      }
    }
  }
  return words;
}

/**
 * Japanese and Chinese: words by Intl.Segmenter (ICU's dictionary), NFKC and lower case, the
 * language's stop words and lone hiragana (particles) left out; no stemming. CJK terms are
 * completed as prefixes from two characters and never corrected for typos (one character off is
 * another word); Latin words in the text ("Frigate", "MQTT") are treated as in English.
 */
export function cjkAnalysis(language: 'ja' | 'zh'): Analysis {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const stop: ReadonlySet<string> = new Set((language === 'ja' ? [...japaneseStopWords, ...JAPANESE_QUESTION_WORDS] : CHINESE_STOP_WORDS).map(foldCjk));
  const termOf = (word: string): string => {
    const term = foldCjk(word);
    if (term.length > MAX_TERM_LENGTH || stop.has(term) || HIRAGANA.test(term)) return '';
    return term.length >= 2 || CJK.test(term) ? term : '';
  };
  const termsOf = (words: PlacedWord[]) => words.flatMap(({ word }) => termOf(word) || []);
  return {
    language,
    terms: (text) => termsOf(segmentWords(segmenter, foldCjk(text))),
    placedTerms: (text) => {
      const folded = foldCjk(text);
      const words = segmentWords(segmenter, folded);
      return { terms: termsOf(words), bounds: folded.length === text.length ? wordBounds(words, text.length) : undefined };
    },
    words: (text) => segmentWords(segmenter, text),
    fold: foldCjk,
    termOf,
    stemKey: () => '',
    prefixFrom: (term) => (CJK.test(term) ? CJK_PREFIX_FROM : PREFIX_MIN_LENGTH),
    spellingTolerant: (term) => !CJK.test(term),
    compounding: false,
  };
}
