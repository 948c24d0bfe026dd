import { stopwords as japaneseStopWords } from '@orama/stopwords/japanese';
import type { Analysis, PlacedWord } from './analysis';
import { PREFIX_MIN_LENGTH } from './engineOptions';
import { MAX_TERM_LENGTH } from './normalize';
import { CHINESE_STOP_WORDS } from './stopWords';

/** Han, hiragana and katakana: written without spaces, cut into words by Intl.Segmenter. */
export const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Katakana and the prolonged sound mark (ー is of no script). */
const KATAKANA = /^[\p{Script=Katakana}\u30fc]+$/u;
const HIRAGANA = /^\p{Script=Hiragana}$/u;
/** Question words the Japanese list lacks (English drops "why" and "how" too). */
const JAPANESE_QUESTION_WORDS = ['なぜ', 'どうして', 'どう', 'どうやって'];
/** Shortest CJK term completed as a prefix: one character would expand to hundreds of words. */
const CJK_PREFIX_FROM = 2;

/** Full-width letters and half-width katakana to their usual forms (NFKC), lower case. */
const fold = (word: string): string => word.normalize('NFKC').toLowerCase();

/**
 * The word-like segments of a text with their positions. ICU cuts a katakana loanword it does not
 * know into pieces ("アク|セラ|レ|ー|ション"): touching katakana segments are joined into one word.
 */
export function segmentWords(segmenter: Intl.Segmenter, text: string): PlacedWord[] {
  const words: PlacedWord[] = [];
  for (const { segment, index, isWordLike } of segmenter.segment(text)) {
    const last = words[words.length - 1];
    if (last && last.index + last.word.length === index && KATAKANA.test(last.word) && KATAKANA.test(segment)) last.word += segment;
    else if (isWordLike || KATAKANA.test(segment)) words.push({ word: segment, index });
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
  const stop: ReadonlySet<string> = new Set((language === 'ja' ? [...japaneseStopWords, ...JAPANESE_QUESTION_WORDS] : CHINESE_STOP_WORDS).map(fold));
  const termOf = (word: string): string => {
    const term = fold(word);
    if (term.length > MAX_TERM_LENGTH || stop.has(term) || HIRAGANA.test(term)) return '';
    return term.length >= 2 || CJK.test(term) ? term : '';
  };
  return {
    language,
    terms: (text) => segmentWords(segmenter, fold(text)).flatMap(({ word }) => termOf(word) || []),
    words: (text) => segmentWords(segmenter, text),
    fold,
    termOf,
    stemKey: () => '',
    prefixFrom: (term) => (CJK.test(term) ? CJK_PREFIX_FROM : PREFIX_MIN_LENGTH),
    spellingTolerant: (term) => !CJK.test(term),
    compounding: false,
  };
}
