import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../../deps';
import { NotFound, StartingUp } from '../../../errors';
import { presentArticleSettings } from '../../../presenters/articleSettings';
import { adminIndexOf } from '../../../readModel/adminIndex';
import type { ReadModel } from '../../../readModel/readModel';
import { adminRoute } from '../route';

/** The admin index once the content is read (until then the tree would look empty). */
function indexOf(readModel: ReadModel) {
  if (!readModel.contentReady) throw StartingUp('The content is still loading. Please try again in a few seconds.');
  return adminIndexOf(readModel);
}

/**
 * The console's calls at size (issue 28), answered from memory: the tree level by level, a category's
 * articles a page at a time, the title/slug search, and one article's HTML when it is opened.
 */
export function browseRoutes({ models, readModel }: AppDeps): Router {
  const router = new Router();
  adminRoute(router, models, calls.adminTree, async ({ input }) => {
    const categories = indexOf(readModel).level(input.query.parent);
    if (!categories) throw NotFound('Category not found');
    return { categories };
  });
  adminRoute(router, models, calls.adminCategoryArticles, async ({ input }) => {
    const page = indexOf(readModel).articles(input.params.id, input.query.page);
    if (!page) throw NotFound('Category not found');
    return page;
  });
  adminRoute(router, models, calls.adminArticleSearch, async ({ input }) => indexOf(readModel).search(input.query.q, input.query.page));
  adminRoute(router, models, calls.adminArticleContent, async ({ input }) => {
    const index = indexOf(readModel);
    const article = readModel.storedArticle(input.params.id);
    if (!article) throw NotFound('Article not found');
    return { ...presentArticleSettings(article), content: article.content, path: index.pathOf(article.categoryId) };
  });
  return router;
}
