import { registerLanguage } from '../../i18n/languages';
import { i18nextTranslator } from '../../i18n/i18nextTranslator';
import catalogue from '../../i18n/catalogues/de.json';

registerLanguage('de', i18nextTranslator('de', catalogue));

/** Loaded for its texts (the shell loads a remote module by its default export); renders nothing. */
export default function Language() {
  return null;
}
