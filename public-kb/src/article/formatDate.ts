import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE } from '@kb/contracts';
import { useLanguage } from '../i18n/useT';

/**
 * 'Updated: {date}' in the short US format (M/D/YYYY), in UTC so every visitor sees the same day: what
 * `Intl.DateTimeFormat('en-US', { timeZone: 'UTC' })` writes (a test compares them), without a browser's
 * first Intl date formatter, which loads ICU's data inside the page's first tasks (englishFormats.ts).
 */
export function shortUsDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
}

/** The date in the reader's locale (Intl.DateTimeFormat, short, UTC); SPEC's short US format for en-US and when the locale is unknown. */
export function readerDate(iso: string, locale: string | undefined): string {
  if (!locale || locale === 'en-US') return shortUsDate(iso);
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));
  } catch {
    return shortUsDate(iso);
  }
}

/**
 * A date as the reader writes dates. On an English page the server and the first render in the browser
 * show SPEC's en-US format (the same text, so hydration matches); an effect then switches to the browser's
 * locale. A page in another language shows its language's short format from the start.
 */
export function useReaderDate(iso: string): string {
  const lang = useLanguage();
  const [locale, setLocale] = useState<string | undefined>(undefined);
  useEffect(() => setLocale(navigator.language), []);
  return readerDate(iso, lang === DEFAULT_LANGUAGE ? locale : lang);
}
