import type { TargetLanguage } from '@kb/contracts';
import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { translationKeys } from './translationKeys';

/** GET /api/admin/articles/{id}/translations/{lang}: the source, what the translation was made from, its revisions. */
export function useTranslationWorkspace(token: string | null, articleId: string | null, lang: TargetLanguage) {
  return useSWR(token && articleId ? translationKeys.workspace(token, articleId, lang) : null, ([, t]) =>
    adminRequest('translationWorkspace', { token: t, params: { id: articleId as string, lang } }),
  );
}
