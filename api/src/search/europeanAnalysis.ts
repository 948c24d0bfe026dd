import { PREFIX_MIN_LENGTH } from '@kb/contracts';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stopwords as frenchStopWords } from '@orama/stopwords/french';
import { stopwords as germanStopWords } from '@orama/stopwords/german';
import type { Analysis, SearchLanguage } from './analysis';
import { MAX_TERM_LENGTH } from './normalize';
import { SPANISH_STOP_WORDS } from './stopWords';

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}\p{N}]+/gu;
const ASCII_WORD = /[a-z0-9]+/g;
const NON_ASCII = /[^\x00-\x7f]/;

/** Case and accent folding ("Größe" → "große", "Caméra" → "camera"); the rest of the word recomposed. */
const fold = (word: string): string =>
  NON_ASCII.test(word) ? word.normalize('NFKD').replace(COMBINING_MARKS, '').normalize('NFC').toLowerCase() : word.toLowerCase();

/**
 * German and French loanword plurals in -s after a vowel ("Kameras", "Videos", "vidéos"), which
 * the Snowball stemmers keep: the stem drops that s (from 5 letters on: "Gas" and "Bus" stay).
 */
const loanPlural = (stem: string) => (stem.length >= 5 && /[aiouy]s$/.test(stem) ? stem.slice(0, -1) : stem);

/** Question words Snowball's German list lacks (English drops "why" too): "warum wird mein Coral nicht erkannt" is about the Coral. */
const GERMAN_QUESTION_WORDS = ['warum', 'wieso', 'weshalb'];

/** Spanish always writes -ción and -sión with the accent Snowball's suffixes carry: a word typed without it gets it back. */
const spanishAccents = (word: string) => word.replace(/([cs])ion$/, '$1ión');

/** Each language's Snowball stemmer, stop words, and whether it writes compounds as one word. */
const LANGUAGES = {
  de: { stem: (word: string) => loanPlural(german(word)), stopWords: [...germanStopWords, ...GERMAN_QUESTION_WORDS], compounding: true },
  fr: { stem: (word: string) => loanPlural(french(word)), stopWords: frenchStopWords, compounding: false },
  es: { stem: (word: string) => spanish(spanishAccents(word)), stopWords: SPANISH_STOP_WORDS, compounding: false },
} satisfies Partial<Record<SearchLanguage, { stem: (word: string) => string; stopWords: readonly string[]; compounding: boolean }>>;

/**
 * German, French and Spanish: words of letters and digits, folded like English, the language's
 * stop words, and Snowball stems (@orama/stemmers). The stemmer is given the word as written,
 * accents included (Spanish "configuración" and "configuraciones" only share a stem that way),
 * and its stem is folded, so "camara" typed without an accent still meets "cámaras".
 * German also joins two typed words with its linking letters ("Bewegung Erkennung" →
 * "Bewegungserkennung") when an article writes them as one.
 */
export function europeanAnalysis(language: keyof typeof LANGUAGES): Analysis {
  const { stem, stopWords, compounding } = LANGUAGES[language];
  const stop: ReadonlySet<string> = new Set(stopWords.map(fold));
  const keep = (term: string) => term.length >= 2 && term.length <= MAX_TERM_LENGTH && !stop.has(term);
  return {
    language,
    terms(text, spellings) {
      if (!NON_ASCII.test(text)) return (text.toLowerCase().match(ASCII_WORD) ?? []).filter(keep);
      const terms: string[] = [];
      for (const [word] of text.normalize('NFC').toLowerCase().matchAll(WORD)) {
        const term = fold(word);
        if (!keep(term)) continue;
        terms.push(term);
        // The first spelling in code-unit order, so it does not depend on which article came first.
        const known = spellings?.get(term);
        if (spellings && term !== word && (known === undefined || word < known)) spellings.set(term, word);
      }
      return terms;
    },
    words: (text) => [...text.matchAll(WORD)].map((match) => ({ word: match[0], index: match.index })),
    fold,
    termOf: (word) => {
      const term = fold(word);
      return keep(term) ? term : '';
    },
    stemKey: (spelled) => fold(stem(spelled.toLowerCase())),
    prefixFrom: () => PREFIX_MIN_LENGTH,
    spellingTolerant: () => true,
    compounding,
  };
}
