import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { translationKeys } from './translationKeys';

/** GET /api/admin/translations: each language's counts of missing, outdated and current articles. */
export function useTranslationProgress(token: string | null) {
  return useSWR(token ? translationKeys.progress(token) : null, ([, t]) => adminRequest('translationProgress', { token: t }));
}
