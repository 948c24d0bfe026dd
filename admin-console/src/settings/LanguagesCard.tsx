import { LANGUAGE_NAMES, LANGUAGES, type SiteBranding, type TargetLanguage } from '@kb/contracts';
import { Stack } from '@kb/ui';
import { Card, FieldLabel } from '@kb/ui/controls';
import { TARGETS } from '../translations/targets';
import { CategoryNames } from './CategoryNames';
import { Hint, TextField, toLines } from './settingsFields';

type LocalTexts = SiteBranding['localTexts'];
type LocalText = NonNullable<LocalTexts[TargetLanguage]>;

/** `texts` with one language's `field` set to `value`; an empty value is dropped (readers then get the English text). */
function withText<K extends keyof LocalText>(texts: LocalTexts, lang: TargetLanguage, field: K, value: LocalText[K]): LocalTexts {
  const { [field]: _old, ...rest } = texts[lang] ?? {};
  const empty = typeof value === 'string' ? value.trim() === '' : Object.keys(value ?? {}).length === 0;
  const next: LocalText = empty ? rest : { ...rest, [field]: value };
  const { [lang]: _lang, ...others } = texts;
  return Object.keys(next).length > 0 ? { ...others, [lang]: next } : others;
}

/**
 * "Languages": which languages readers are offered (the header's menu and the pages' alternates list only these;
 * English is always on), and, for each enabled one, the home page's and the footer's texts and the category
 * names in it.
 */
export function LanguagesCard({ token, draft, onChange }: { token: string; draft: SiteBranding; onChange: (next: SiteBranding) => void }) {
  const toggle = (lang: TargetLanguage, on: boolean) =>
    onChange({ ...draft, languages: LANGUAGES.filter((code) => (code === lang ? on : draft.languages.includes(code))) });
  const setText =
    <K extends keyof LocalText>(lang: TargetLanguage, field: K) =>
    (value: LocalText[K]) =>
      onChange({ ...draft, localTexts: withText(draft.localTexts, lang, field, value) });
  const enabled = TARGETS.filter((lang) => draft.languages.includes(lang));
  return (
    <Card>
      <h2>Languages</h2>
      <Hint>The header’s language menu lists the languages enabled here; with English alone it is not shown. Translate articles under Translations.</Hint>
      <fieldset>
        <legend>Enabled languages</legend>
        <FieldLabel>
          <input type="checkbox" checked disabled /> {LANGUAGE_NAMES.en}
        </FieldLabel>
        {TARGETS.map((lang) => (
          <FieldLabel key={lang}>
            <input type="checkbox" checked={draft.languages.includes(lang)} onChange={(event) => toggle(lang, event.target.checked)} /> {LANGUAGE_NAMES[lang]}
          </FieldLabel>
        ))}
      </fieldset>
      {enabled.map((lang) => {
        const texts = draft.localTexts[lang] ?? {};
        return (
          <Stack key={lang} as="section" $gap={2} aria-label={`Texts in ${LANGUAGE_NAMES[lang]}`} lang={lang}>
            <h3>Texts in {LANGUAGE_NAMES[lang]}</h3>
            <TextField
              label={`Welcome heading (${lang})`}
              value={texts.welcomeHeading ?? ''}
              placeholder={draft.welcomeHeading}
              onChange={setText(lang, 'welcomeHeading')}
            />
            <TextField
              label={`Welcome text (${lang})`}
              value={texts.welcomeText ?? ''}
              placeholder={draft.welcomeText}
              onChange={setText(lang, 'welcomeText')}
              multiline
            />
            <TextField
              label={`Footer notices (${lang})`}
              value={(texts.footerNotices ?? []).join('\n')}
              placeholder={draft.footerNotices.join('\n')}
              onChange={(value) => setText(lang, 'footerNotices')(toLines(value))}
              multiline
              hint="Left empty, readers get the English text."
            />
            <CategoryNames token={token} lang={lang} names={texts.categoryNames ?? {}} onChange={(names) => setText(lang, 'categoryNames')(names)} />
          </Stack>
        );
      })}
    </Card>
  );
}
