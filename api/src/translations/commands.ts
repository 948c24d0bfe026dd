import type { Actor, SaveTranslationRequest, TargetLanguage } from '@kb/contracts';
import { trusted } from 'mongoose';
import { articleRef, authorOf, editionOf, recordAudit } from '../commands/recordAudit';
import { BadRequest, ContentLost, NotFound } from '../errors';
import { htmlPool } from '../html/htmlPool';
import type { ArticleDoc } from '../models';
import { translationKey, type TranslationDoc, type TranslationRevisionDoc } from './models';
import { IN_MEMORY, type Translations } from './service';
import { sourceMarker } from './sourceMarker';
import { actorOf } from '../people/actor';

/** An article as it stands (published, draft or unpublished), or 404. */
export async function articleOr404({ deps }: Translations, articleId: string): Promise<ArticleDoc> {
  const article = deps.readModel.storedArticle(articleId) ?? (await deps.models.Article.findById(articleId).lean<ArticleDoc>());
  if (!article) throw NotFound(`No article with id '${articleId}'`);
  return article;
}

/**
 * The source HTML a translation is made from: the article's current text when `sourceRevisionId` is its
 * current marker, else that revision of the article (a translator who began before the last publish).
 */
async function sourceContentOf(service: Translations, article: ArticleDoc, sourceRevisionId: string): Promise<string> {
  if (sourceRevisionId === sourceMarker(article)) return article.content;
  const revision = await service.deps.models.Revision.findById(sourceRevisionId, { articleId: 1, content: 1 }).lean<{ articleId: string; content: string }>();
  if (revision?.articleId !== article._id)
    throw BadRequest(`sourceRevisionId '${sourceRevisionId}' is not a revision of this article`, { field: 'sourceRevisionId' });
  return revision.content;
}

/** What other instances do with a translation's event (events/eventFeed): note the draft, or reload the published translation. */
const noted = (service: Translations, key: string, kind: 'save' | 'publish', revisionAt: Date) => ({
  translationNotes: [{ key, kind, revisionAt }],
  writer: service.deps.readModel.instanceId,
});

/**
 * Saves a translation revision (an insert), its HTML sanitised like an article's (refused when that would
 * lose text); `origin` says whether a person or the LLM adapter wrote it. It is a draft until published.
 */
export async function saveTranslation(
  service: Translations,
  actor: Actor,
  target: { articleId: string; lang: TargetLanguage },
  input: SaveTranslationRequest,
  origin: 'human' | 'machine' = 'human',
): Promise<TranslationRevisionDoc> {
  const article = await articleOr404(service, target.articleId);
  const sourceContent = await sourceContentOf(service, article, input.sourceRevisionId);
  const sanitised = await htmlPool.run('sanitizeKeepingText', input.content);
  if (sanitised.lost !== null) throw ContentLost(sanitised.lost);
  const content = sanitised.html.trim();
  if (!content) throw BadRequest('Content is empty after removing unsafe markup');
  const key = translationKey(article._id, target.lang);
  const doc = await service.models.TranslationRevision.create({
    translationKey: key,
    articleId: article._id,
    lang: target.lang,
    versionId: null,
    title: input.title,
    description: input.description,
    content,
    sourceRevisionId: input.sourceRevisionId,
    sourceContent,
    origin,
    adminName: actor.adminName,
    personId: actor.personId,
    createdAt: new Date(),
    isPublished: false,
  });
  const saved = doc.toObject<TranslationRevisionDoc>();
  (await service.library()).noteSaved(key, saved.createdAt.getTime());
  await recordAudit(
    service.deps.models,
    actor,
    origin === 'machine' ? 'translation.draft' : 'translation.save',
    `article:${article._id} lang:${target.lang} revision:${saved._id}`,
    {
      article: articleRef(article),
      edition: editionOf(null, target.lang),
      revisionIds: [saved._id],
      changes: noted(service, key, 'save', saved.createdAt),
    },
  );
  return saved;
}

/**
 * Publishes a translation revision: its HTML goes through the content pipeline (sanitise, heading ids,
 * contents, reading time) into the language's published translation, which readers and the language's
 * search see at once; other instances read it from its event. Under the translation's lease.
 */
export async function publishTranslation(service: Translations, actor: Actor, revisionId: string): Promise<TranslationRevisionDoc> {
  const { Translation, TranslationRevision } = service.models;
  const found = await TranslationRevision.findById(revisionId).lean<TranslationRevisionDoc>();
  if (!found) throw NotFound(`No translation revision with id '${revisionId}'`);
  return service.writes.run(found.translationKey, async () => {
    const processed = await htmlPool.run('processArticleHtml', found.content);
    const now = new Date();
    const published: TranslationDoc = {
      _id: found.translationKey,
      articleId: found.articleId,
      lang: found.lang,
      versionId: found.versionId,
      title: found.title,
      description: found.description,
      content: processed.content,
      headings: processed.headings,
      wordCount: processed.wordCount,
      imageCount: processed.imageCount,
      readingTime: processed.readingTime,
      publishedRevisionId: found._id,
      sourceRevisionId: found.sourceRevisionId,
      sourceContent: found.sourceContent,
      createdAt: now,
      updatedAt: now,
    };
    const { createdAt, ...fields } = published;
    await Translation.updateOne({ _id: published._id }, { $set: fields, $setOnInsert: { createdAt } }, { upsert: true });
    const stored = await Translation.findById(published._id, IN_MEMORY).lean<TranslationDoc>();
    (await service.library()).put(stored ?? published);
    const publishedBy = found.publishedBy ?? actorOf(actor);
    if (!found.isPublished) await TranslationRevision.updateOne({ _id: found._id }, { $set: { isPublished: true, publishedBy } });
    await TranslationRevision.updateMany(
      { translationKey: found.translationKey, isPublished: true, _id: trusted({ $ne: found._id }) },
      { $set: { isPublished: false } },
    );
    const article = service.deps.readModel.storedArticle(found.articleId);
    await recordAudit(service.deps.models, actor, 'translation.publish', `article:${found.articleId} lang:${found.lang} revision:${found._id}`, {
      article: { id: found.articleId, title: article?.title ?? found.title },
      edition: editionOf(null, found.lang),
      after: 'live',
      revisionIds: [found._id],
      concerns: authorOf(found),
      changes: noted(service, found.translationKey, 'publish', now),
    });
    return { ...found, isPublished: true, publishedBy };
  });
}
