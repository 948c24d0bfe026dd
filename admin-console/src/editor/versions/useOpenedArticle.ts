import { ApiError } from '@kb/api-client';
import { useArticleContent, useVersionArticle } from '@kb/api-client/admin';
import type { AdminArticleContent, VersionArticle } from '@kb/contracts';
import { apiProblem } from '../../authoring/apiProblem';
import { useQueryError } from '../../toasts/useErrorReporter';
import { itemOf, type EditorItem } from '../editorDocument';
import type { EditorVersion } from './useEditorVersion';

export interface OpenedArticle {
  /** The URL's article as the editor's version has it, once its text has arrived. */
  item: EditorItem | null;
  /** The article's title when the version does not hold it (it is opened with the main line's text, to add it there), else null. */
  missing: string | null;
  /** What the pane says while there is nothing to edit: the article or the version was not found, or it is loading. */
  waiting: string;
}

/** The article as a fork has it: its title, slug and published HTML there; its place in the tree is the main line's. */
function itemInVersion(main: AdminArticleContent, copy: VersionArticle): EditorItem {
  const article = { ...main, title: copy.title, slug: copy.slug, content: copy.content, status: copy.status, workingCopy: null };
  return itemOf(article, copy.version);
}

/**
 * The article the URL opens (`/admin/articles/<id>[?version=]`): the main line's from its content call, a
 * fork's from the version's article call. A fork that does not hold the article (it was not on the site
 * when the fork was made) opens it with the main line's text and says so: publishing there adds it.
 */
export function useOpenedArticle(token: string, openId: string | null, version: EditorVersion): OpenedArticle {
  const main = useArticleContent(token, openId);
  const copy = useVersionArticle(token, version.name, openId);
  useQueryError(main.error, 'Failed to fetch articles');
  const mainData = main.data?.id === openId ? main.data : null;
  const loading = { item: null, missing: null, waiting: 'Loading article…' };
  if (main.error) return { ...loading, waiting: 'Article not found' };
  if (!mainData) return loading;
  if (!version.name) return { item: itemOf(mainData), missing: null, waiting: '' };
  if (copy.data?.articleId === openId && copy.data.version === version.name) return { item: itemInVersion(mainData, copy.data), missing: null, waiting: '' };
  if (copy.error instanceof ApiError && copy.error.code === 'notFound')
    return { item: itemOf({ ...mainData, status: 'unpublished', workingCopy: null }, version.name), missing: mainData.title, waiting: '' };
  if (copy.error) return { ...loading, waiting: apiProblem(copy.error, `The article could not be opened in version ${version.name}`).message };
  return loading;
}
