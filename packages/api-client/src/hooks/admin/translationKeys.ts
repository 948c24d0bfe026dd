import type { TranslationState } from '@kb/contracts';

/** SWR keys of the translation reads (each with the session token, like adminKeys); every translation write revalidates them all. */
export const translationKeys = {
  progress: (token: string | null) => ['/api/admin/translations', token] as const,
  list: (token: string | null, lang: string, state: TranslationState, page: number) => ['/api/admin/translations/list', token, lang, state, page] as const,
  workspace: (token: string | null, articleId: string, lang: string) => ['/api/admin/translations/workspace', token, articleId, lang] as const,
};

const TRANSLATION_READS: readonly unknown[] = ['/api/admin/translations', '/api/admin/translations/list', '/api/admin/translations/workspace'];
export const isTranslationRead = (key: unknown) => Array.isArray(key) && TRANSLATION_READS.includes(key[0]);
