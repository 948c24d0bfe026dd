import type { SaveTranslationRequest, TargetLanguage } from '@kb/contracts';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { adminRequest } from './adminRequest';
import { isTranslationRead } from './translationKeys';

export type TranslationWrite = { kind: 'save'; body: SaveTranslationRequest } | { kind: 'draft' } | { kind: 'publish'; revisionId: string };

/** Saving (editors), drafting with the LLM adapter (editors) and publishing (publishers) one article's translation; each revalidates the translation views. */
export function useTranslationWrite(token: string | null, articleId: string, lang: TargetLanguage) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/admin/translations/write', token, articleId, lang] as const,
    ([, t], { arg }: { arg: TranslationWrite }) => {
      const params = { id: articleId, lang };
      if (arg.kind === 'save') return adminRequest('saveTranslation', { token: t, params, body: arg.body });
      if (arg.kind === 'draft') return adminRequest('draftTranslation', { token: t, params });
      return adminRequest('publishTranslation', { token: t, params: { revisionId: arg.revisionId } });
    },
    { onSuccess: () => void mutate(isTranslationRead) },
  );
}
