import { PREFIX_MIN_LENGTH } from '@kb/contracts';
import { stemmer } from 'stemmer';
import type { Analysis } from './analysis';
import { foldText, termOf, tokenizeWithIdentifiers, wordsWithPositions } from './normalize';

/**
 * English, as the index has always analysed it: ASCII-fast words, case and accent folding, the
 * English stop words, and Porter stems of the folded terms (stemmer); identifiers (`eslint-config-prettier`) are
 * also kept whole beside their words (see tokenizeWithIdentifiers, issue 46).
 */
export const englishAnalysis: Analysis = {
  language: 'en',
  terms: (text) => tokenizeWithIdentifiers(text),
  words: wordsWithPositions,
  fold: foldText,
  termOf,
  stemKey: (spelled) => stemmer(spelled),
  prefixFrom: () => PREFIX_MIN_LENGTH,
  spellingTolerant: () => true,
  compounding: false,
};
