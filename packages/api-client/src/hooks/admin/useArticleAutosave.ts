import useSWR from 'swr';
import { adminKeys } from './adminKeys';
import { adminRequest } from './adminRequest';

const edition = (version: string | null) => (version ? { version } : {});

/**
 * The person's autosaved text of an article (in `version`, else the main line) when it is still unsaved work: read when
 * the article opens (not again on focus: the editor's own autosaves must not come back as an offer), to offer it back.
 */
export function useArticleAutosave(token: string | null, articleId: string | null, version: string | null) {
  return useSWR(
    token && articleId ? adminKeys.articleAutosave(token, articleId, version) : null,
    ([, t, id, v]) => adminRequest('articleAutosave', { token: t, params: { id }, query: edition(v) }),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}

/** Autosaves the editor's text of an article on the server (the working copy it started from with it), or with `null` discards the autosave. */
export function writeAutosave(token: string, articleId: string, version: string | null, autosave: { text: string; baseRevisionId: string | null } | null) {
  const input = { token, params: { id: articleId }, query: edition(version) };
  return autosave ? adminRequest('autosaveArticle', { ...input, body: autosave }) : adminRequest('discardAutosave', input);
}
