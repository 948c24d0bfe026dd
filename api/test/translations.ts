import { Article, TranslationRevision, TranslationWorkspace, type SaveTranslationRequest } from '@kb/contracts';
import type { AdminClient } from './admin';
import type { TestApi } from './harness';

/** A seeded article by slug, as readers get it. */
export async function seededArticle(api: TestApi, slug: string): Promise<Article> {
  return Article.parse(await (await api.get(`/api/articles/${slug}`)).json());
}

export async function workspaceOf(admin: AdminClient, articleId: string, lang: string): Promise<TranslationWorkspace> {
  const response = await admin.get(`/api/admin/articles/${articleId}/translations/${lang}`);
  if (response.status !== 200) throw new Error(`workspace: ${response.status} ${await response.text()}`);
  return TranslationWorkspace.parse(await response.json());
}

/** Saves a translation from the workspace's current source and publishes it; answers the published revision. */
export async function translateAndPublish(
  admin: AdminClient,
  articleId: string,
  lang: string,
  fields: Omit<SaveTranslationRequest, 'sourceRevisionId'>,
): Promise<TranslationRevision> {
  const { source } = await workspaceOf(admin, articleId, lang);
  const saved = await admin.send('POST', `/api/admin/articles/${articleId}/translations/${lang}`, { ...fields, sourceRevisionId: source!.revisionId });
  if (saved.status !== 200) throw new Error(`save: ${saved.status} ${await saved.text()}`);
  const revision = TranslationRevision.parse(await saved.json());
  const published = await admin.send('POST', `/api/admin/translation-revisions/${revision.id}/publish`);
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${await published.text()}`);
  return TranslationRevision.parse(await published.json());
}
