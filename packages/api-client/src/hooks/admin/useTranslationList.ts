import type { TargetLanguage, TranslationState } from '@kb/contracts';
import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { translationKeys } from './translationKeys';

/** GET /api/admin/translations/{lang}: one page (50) of a language's articles in one state. */
export function useTranslationList(token: string | null, lang: TargetLanguage, state: TranslationState, page: number) {
  return useSWR(token ? translationKeys.list(token, lang, state, page) : null, ([, t]) =>
    adminRequest('translationList', { token: t, params: { lang }, query: { state, page } }),
  );
}
