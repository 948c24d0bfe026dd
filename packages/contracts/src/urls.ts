import { LIMITS } from './limits';

/** URL names of articles and categories: lower-case words (letters and digits) joined by '-'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_RULE = 'Slug must be lower-case letters and digits in words joined by -';

/** A slug made from a title (or a heading's id, shorter): accents folded, lower case, words joined by '-', at most `max` characters. */
export function slugify(title: string, max: number = LIMITS.slugMax): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

/**
 * An article's path (SPEC's `/article/{slug}`), at one of its sections when `section` (a heading id) is given.
 * In another edition it goes under the edition's prefix: `editionPath(edition, articlePath(slug))`.
 */
export function articlePath(slug: string, section?: string | null): string {
  return `/article/${encodeURIComponent(slug)}${section ? `#${encodeURIComponent(section)}` : ''}`;
}

/** `new URL`, or null instead of a throw (URL.parse is too new for some browsers the site supports). */
export function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** Bidirectional controls (the right-to-left override and its kin): removed. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Control characters (NUL, newlines, escape...): each becomes a space. */
const CONTROL = /\p{Cc}/gu;

/** Text as it is stored and compared: NFC, no bidi or control characters, runs of spaces as one, trimmed. */
export function cleanText(value: string): string {
  return value.normalize('NFC').replace(BIDI, '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}
