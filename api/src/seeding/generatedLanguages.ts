import type { TargetLanguage } from '@kb/contracts';

/**
 * Generated text "in" another language, for load (`pnpm kb generate --languages L`): the generator's English
 * words rendered through a small per-language word list, so each language's analysis has its own work to do
 * (German, French and Spanish inflections for Snowball; Japanese katakana words and particles, without spaces,
 * for Intl.Segmenter). Not a translation anyone would read; the same English word always gives the same word.
 */

/** The order `--languages L` takes languages in: L - 1 of them besides English. */
export const GENERATED_LANGUAGES: readonly TargetLanguage[] = ['de', 'fr', 'es', 'ja'];

const FUNCTION_WORDS: Record<TargetLanguage, Record<string, string>> = {
  de: {
    the: 'die',
    a: 'ein',
    an: 'ein',
    and: 'und',
    or: 'oder',
    of: 'von',
    to: 'zu',
    in: 'in',
    on: 'auf',
    for: 'für',
    with: 'mit',
    is: 'ist',
    are: 'sind',
    be: 'sein',
    it: 'es',
    this: 'dieses',
    that: 'dass',
    you: 'Sie',
    your: 'Ihr',
    can: 'kann',
    when: 'wenn',
    if: 'falls',
    not: 'nicht',
    by: 'durch',
    from: 'aus',
    at: 'bei',
    as: 'als',
    all: 'alle',
    each: 'jede',
    how: 'wie',
    do: 'tun',
    i: 'ich',
  },
  fr: {
    the: 'le',
    a: 'un',
    an: 'une',
    and: 'et',
    or: 'ou',
    of: 'de',
    to: 'à',
    in: 'dans',
    on: 'sur',
    for: 'pour',
    with: 'avec',
    is: 'est',
    are: 'sont',
    be: 'être',
    it: 'il',
    this: 'ce',
    that: 'que',
    you: 'vous',
    your: 'votre',
    can: 'peut',
    when: 'quand',
    if: 'si',
    not: 'pas',
    by: 'par',
    from: 'depuis',
    at: 'au',
    as: 'comme',
    all: 'tous',
    each: 'chaque',
    how: 'comment',
    do: 'faire',
    i: 'je',
  },
  es: {
    the: 'el',
    a: 'un',
    an: 'una',
    and: 'y',
    or: 'o',
    of: 'de',
    to: 'a',
    in: 'en',
    on: 'sobre',
    for: 'para',
    with: 'con',
    is: 'es',
    are: 'son',
    be: 'ser',
    it: 'lo',
    this: 'este',
    that: 'que',
    you: 'usted',
    your: 'su',
    can: 'puede',
    when: 'cuando',
    if: 'si',
    not: 'no',
    by: 'por',
    from: 'desde',
    at: 'en',
    as: 'como',
    all: 'todos',
    each: 'cada',
    how: 'cómo',
    do: 'hacer',
    i: 'yo',
  },
  ja: {
    the: '',
    a: '',
    an: '',
    and: 'と',
    or: 'または',
    of: 'の',
    to: 'に',
    in: 'で',
    on: 'に',
    for: 'のため',
    with: 'で',
    is: 'です',
    are: 'です',
    be: 'する',
    it: 'それ',
    this: 'この',
    that: 'その',
    you: 'あなた',
    your: 'あなたの',
    can: 'できる',
    when: 'とき',
    if: 'もし',
    not: 'ない',
    by: 'により',
    from: 'から',
    at: 'で',
    as: 'として',
    all: 'すべて',
    each: '各',
    how: 'どう',
    do: 'する',
    i: '私',
  },
};

/** Endings a content word takes in each European language (its own, by the word), and inflected forms some occurrences get. */
const ENDINGS: Record<'de' | 'fr' | 'es', { own: string[]; inflected: string[] }> = {
  de: { own: ['', 'e', 'ung', 'er', 'en'], inflected: ['en', 'es', 'n'] },
  fr: { own: ['', 'e', 'ement', 'ion', 'eur'], inflected: ['s', 'es', 'x'] },
  es: { own: ['o', 'a', 'ación', 'ero', ''], inflected: ['s', 'es', 'mente'] },
};

const KANA_ROWS: Record<string, string> = {
  '': 'アイウエオ',
  k: 'カキクケコ',
  g: 'ガギグゲゴ',
  s: 'サシスセソ',
  z: 'ザジズゼゾ',
  t: 'タチツテト',
  d: 'ダヂヅデド',
  n: 'ナニヌネノ',
  h: 'ハヒフヘホ',
  b: 'バビブベボ',
  p: 'パピプペポ',
  m: 'マミムメモ',
  y: 'ヤイユエヨ',
  r: 'ラリルレロ',
  w: 'ワイウエヲ',
};
const CONSONANT: Record<string, string> = { c: 'k', q: 'k', x: 'k', v: 'b', f: 'h', j: 'z', l: 'r' };
const VOWELS = 'aiueo';

/** A word in katakana, syllable by syllable (consonant + vowel; a lone consonant takes u, n is ン). */
function katakana(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i += 1) {
    const letter = word[i]!;
    if (!/[a-z]/.test(letter)) {
      out += letter;
      continue;
    }
    const vowel = VOWELS.indexOf(letter);
    if (vowel >= 0) {
      out += KANA_ROWS['']![vowel];
      continue;
    }
    const next = VOWELS.indexOf(word[i + 1] ?? '');
    if (letter === 'n' && next < 0) out += 'ン';
    else if (next >= 0) {
      out += (KANA_ROWS[CONSONANT[letter] ?? letter] ?? KANA_ROWS.k!)[next];
      i += 1;
    } else out += (KANA_ROWS[CONSONANT[letter] ?? letter] ?? KANA_ROWS.k!)[2];
  }
  return out;
}

const hash = (text: string) => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

/** One English word in `lang`; `at` (its place in the text) decides whether this occurrence is inflected. */
function word(english: string, lang: TargetLanguage, at: number): string {
  const lower = english.toLowerCase();
  const known = FUNCTION_WORDS[lang][lower];
  if (known !== undefined) return known;
  if (!/^[a-z]+$/.test(lower)) return english;
  if (lang === 'ja') return katakana(lower);
  const endings = ENDINGS[lang];
  const h = hash(lower);
  const own = lower + endings.own[h % endings.own.length]!;
  const inflected = (h + at) % 4 === 0 ? own + endings.inflected[(h >>> 8) % endings.inflected.length]! : own;
  return lang === 'de' ? inflected[0]!.toUpperCase() + inflected.slice(1) : inflected;
}

/** A text in `lang`, word by word (punctuation kept; Japanese written without spaces, sentences ending in 。). */
export function inLanguage(text: string, lang: TargetLanguage): string {
  let at = 0;
  const words = text.replace(/(?<![&\w'-])[A-Za-z][A-Za-z0-9'-]*/g, (english) => word(english, lang, (at += 1)));
  if (lang !== 'ja') return words;
  // Two loanwords in a row are joined by の as Japanese would: one katakana run per phrase would make one word of it.
  return words
    .replace(/(?<=[\u30a0-\u30ff]) +(?=[\u30a0-\u30ff])/g, 'の')
    .replace(/ +/g, '')
    .replace(/\./g, '。')
    .replace(/,/g, '、');
}

/** An HTML fragment in `lang`: its text between tags (attributes, such as image names and alt texts, stay). */
export function htmlInLanguage(html: string, lang: TargetLanguage): string {
  return html.replace(/>([^<]+)</g, (_, text: string) => `>${inLanguage(text, lang)}<`);
}
