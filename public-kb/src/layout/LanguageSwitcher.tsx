import { useEffect, useState, type ChangeEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useEdition } from '@kb/api-client';
import { DEFAULT_LANGUAGE, editionPath, isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@kb/contracts';
import { EditionNotice, HeaderSelect } from '../editions/editionStyles';
import { useT } from '../i18n/useT';
import { useSite } from '../site/useSite';

/** Where the reader's chosen language is remembered (this browser only). */
const LANGUAGE_STORAGE_KEY = 'kb-language';

function rememberedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return value && isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The page the reader is on (SPEC's path, query and section), in another language of the same version. */
function usePageIn(): (lang: Language) => string {
  const { version } = useEdition();
  const { pathname, search, hash } = useLocation();
  return (lang) => editionPath({ lang, version }, `${pathname}${search}${hash}`);
}

/** The languages the owner enabled (Settings), and the page's own when it is not one of them. */
function useOfferedLanguages(): Language[] {
  const { lang } = useEdition();
  const enabled = useSite().languages;
  return LANGUAGES.filter((code) => code === lang || enabled.includes(code));
}

/**
 * The header's "Language" menu: the same page in another language (a new document, rendered by the server
 * in that language). The choice is remembered; SPEC's English URLs are never redirected (LanguageOffer).
 * Only the languages the owner enabled are listed; with English alone there is no menu.
 */
export function LanguageSwitcher() {
  const t = useT();
  const { lang } = useEdition();
  const pageIn = usePageIn();
  const offered = useOfferedLanguages();
  if (offered.length < 2) return null;
  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value as Language;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Not remembered (storage refused): the switch itself still works.
    }
    window.location.assign(pageIn(next));
  }
  return (
    <HeaderSelect aria-label={t('header.language')} value={lang} onChange={handleChange}>
      {offered.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </HeaderSelect>
  );
}

/**
 * On a page of SPEC's English site, a reader who chose another language before is offered this page in
 * it (a link, never a redirect: SPEC's URLs stay English for links, crawlers and readers who share them).
 * Shown after hydration (the server cannot know the choice).
 */
export function LanguageOffer() {
  const t = useT();
  const { lang } = useEdition();
  const pageIn = usePageIn();
  const offered = useOfferedLanguages();
  const [remembered, setRemembered] = useState<Language | null>(null);
  useEffect(() => setRemembered(rememberedLanguage()), []);
  if (lang !== DEFAULT_LANGUAGE || !remembered || remembered === lang || !offered.includes(remembered)) return null;
  return (
    <EditionNotice data-print-hide="">
      <a href={pageIn(remembered)} hrefLang={remembered} lang={remembered}>
        {t('language.offer', { language: LANGUAGE_NAMES[remembered] })}
      </a>
    </EditionNotice>
  );
}
