import { apiFetch, buildPath } from '@kb/api-client';
import { adminRoutes, type ResponseOf, type TargetLanguage } from '@kb/contracts';
import { useSWRConfig } from 'swr';
import { isTranslationRead } from './translationKeys';

/** GET …/translations/:lang/xliff: the language's missing and outdated articles, as an XLIFF 2.1 file. */
export async function exportTranslationXliff(token: string, lang: TargetLanguage): Promise<Blob> {
  const { method, path } = adminRoutes.exportTranslationXliff;
  const file = await apiFetch<Blob>(buildPath(path, { lang }), {
    method,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/xliff+xml' },
    answer: 'blob',
  });
  return file as Blob;
}

/** POST …/translations/:lang/xliff: the translated file (sent as application/xliff+xml, whatever its name says); answers what became of each article. */
export async function importTranslationXliff(token: string, lang: TargetLanguage, file: Blob): Promise<ResponseOf<'importTranslationXliff'>> {
  const { method, path } = adminRoutes.importTranslationXliff;
  const body = new Blob([file], { type: 'application/xliff+xml' });
  return (await apiFetch(buildPath(path, { lang }), { method, headers: { Authorization: `Bearer ${token}` }, body })) as ResponseOf<'importTranslationXliff'>;
}

/** A language's XLIFF exchange for the console: an import saves drafts, so the translation views are read again after it. */
export function useTranslationXliff(token: string, lang: TargetLanguage) {
  const { mutate } = useSWRConfig();
  return {
    exportFile: () => exportTranslationXliff(token, lang),
    importFile: async (file: Blob) => {
      const report = await importTranslationXliff(token, lang, file);
      void mutate(isTranslationRead);
      return report;
    },
  };
}
