import { stemmer } from 'stemmer';
import type { Analysis } from './analysis';
import { PREFIX_MIN_LENGTH } from './engineOptions';
import { foldText, termOf, tokenize, wordsWithPositions } from './normalize';

/**
 * English, as the index has always analysed it: ASCII-fast words, case and accent folding, the
 * English stop words, and Porter stems of the folded terms (stemmer). Kept as it was so that
 * English results do not move (bench:search-quality and the ranking tests).
 */
export const englishAnalysis: Analysis = {
  language: 'en',
  terms: (text) => tokenize(text),
  words: wordsWithPositions,
  fold: foldText,
  termOf,
  stemKey: (spelled) => stemmer(spelled),
  prefixFrom: () => PREFIX_MIN_LENGTH,
  spellingTolerant: () => true,
  compounding: false,
};
