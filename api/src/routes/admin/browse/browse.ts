import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../../deps';
import { NotFound, StartingUp } from '../../../errors';
import { presentArticleSettings } from '../../../presenters/articleSettings';
import { adminIndexOf } from '../../../readModel/adminIndex';
import type { ReadModel } from '../../../readModel/readModel';
import { adminRoute } from '../route';
import { lifecycleOf, newestMainLineRevision, unpublishedSettingsOf } from '../../../commands/workingCopy';
import { reviewModels } from '../../../reviews/models';
import { workSets } from '../../../reviews/workSets';

/** The admin index once the content is read (until then the tree would look empty). */
function indexOf(readModel: ReadModel) {
  if (!readModel.contentReady) throw StartingUp('The content is still loading. Please try again in a few seconds.');
  return adminIndexOf(readModel);
}

/**
 * The console's calls at size (issue 28), answered from memory: the tree level by level, a category's
 * articles a page at a time, the title/slug search (narrowed by a work filter: Drafts, My drafts, In review,
 * Needs a publisher, issue 41), and one article's HTML when it is opened.
 */
export function browseRoutes({ conn, models, readModel }: AppDeps): Router {
  const router = new Router();
  adminRoute(router, models, calls.adminTree, async ({ input, admin }) => {
    const index = indexOf(readModel);
    const categories = index.level(input.query.parent);
    if (!categories) throw NotFound('Category not found');
    // The top level carries the filters' counts (Drafts, My drafts, In review, Needs a publisher) and the live count.
    return input.query.parent === undefined ? { categories, counts: index.counts(await workSets(conn), admin()) } : { categories };
  });
  adminRoute(router, models, calls.adminCategoryArticles, async ({ input }) => {
    const page = indexOf(readModel).articles(input.params.id, input.query.page);
    if (!page) throw NotFound('Category not found');
    return page;
  });
  adminRoute(router, models, calls.adminArticleSearch, async ({ input, admin }) => {
    const index = indexOf(readModel);
    const { q, filter, page } = input.query;
    return index.search(q, page, filter && index.only(filter, await workSets(conn), admin()));
  });
  adminRoute(router, models, calls.adminArticleContent, async ({ input }) => {
    const index = indexOf(readModel);
    const article = readModel.storedArticle(input.params.id);
    if (!article) throw NotFound('Article not found');
    const newest = await newestMainLineRevision(models, article._id);
    return {
      ...presentArticleSettings(article, unpublishedSettingsOf(article, newest)),
      content: article.content,
      workingCopy: newest && {
        revisionId: newest._id,
        content: newest.content,
        adminName: newest.adminName,
        savedAt: new Date(newest.createdAt).toISOString(),
        isPublished: newest.isPublished,
      },
      path: index.pathOf(article.categoryId),
      state: await lifecycleOf(reviewModels(conn), article, newest),
    };
  });
  return router;
}
