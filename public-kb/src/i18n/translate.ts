import { englishNumber, englishPlural } from './englishFormats';
import type { SOURCE_TEXTS } from './sourceTexts';

/** The plural forms a catalogue key may end in (i18next's JSON v4 format, Intl.PluralRules' categories). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A message's key in the English (source) catalogue; plural keys without their `_one`/`_other` ending. */
export type MessageKey = keyof typeof SOURCE_TEXTS extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : K) : never;

/** Values put into a message's `{{name}}` places; `count` also chooses its plural form. */
type MessageValues = Record<string, string | number>;

/** Gives a message in the page's language. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** A catalogue: i18next's flat JSON v4 (keys as in en.json, plural forms `key_one`, `key_other`, …). */
export type Catalogue = Record<string, string>;

/** The key without its plural ending, as the components ask for it. */
export const baseKey = (key: string): string => key.replace(PLURAL_SUFFIX, '');

/**
 * English, the source, read straight from its catalogue: a message, its plural form (as i18next chooses it
 * with Intl.PluralRules) and its `{{name}}` and `{{name, number}}` places (englishFormats.ts). The other
 * languages go through i18next (i18nextTranslator.ts); a test checks this gives what i18next gives for every
 * English message.
 */
export function sourceTranslator(catalogue: Catalogue): Translate {
  return (key, values = {}) => {
    const count = values.count;
    const message = (typeof count === 'number' ? catalogue[`${key}_${englishPlural(count)}`] : undefined) ?? catalogue[key] ?? key;
    return message.replace(/\{\{\s*(\w+)\s*(,\s*number\s*)?\}\}/g, (place, name: string, number?: string) => {
      const value = values[name];
      if (value === undefined) return place;
      return number && typeof value === 'number' ? englishNumber(value) : String(value);
    });
  };
}
