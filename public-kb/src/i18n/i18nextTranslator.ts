import i18next from 'i18next';
import type { Language } from '@kb/contracts';
import { SOURCE_TEXTS } from './sourceTexts';
import type { Catalogue, Translate } from './translate';

/**
 * A language's interface texts through i18next: its catalogue, with English (the source) for any key it
 * lacks. Set up synchronously (resources given, `initAsync: false`), so the first render has every text.
 */
export function i18nextTranslator(lang: Language, catalogue: Catalogue): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'en',
    resources: { en: { translation: SOURCE_TEXTS }, [lang]: { translation: catalogue } },
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  const t = instance.getFixedT(lang);
  return (key, values) => t(key, values ?? {});
}
