import Router from '@koa/router';
import { calls } from '@kb/contracts';
import { ExternalLinks } from '../../../analysis/externalLinks';
import { createArticle, deleteArticle, loadArticle, setOnSite, updateArticleSettings, type ArticleAuthor } from '../../../commands/authorArticle';
import { checkLinks } from '../../../commands/checkLinks';
import { checkSlug } from '../../../commands/slugs';
import { newestMainLineRevision, unpublishedSettingsOf } from '../../../commands/workingCopy';
import type { AppDeps } from '../../../deps';
import { presentArticleSettings, presentOffSiteArticle } from '../../../presenters/articleSettings';
import { adminRoute } from '../route';

/** Authoring: new articles (drafts), settings with slug redirects, unpublish, restore, delete, check links. */
export function articlesAdminRoutes({ models, env }: AppDeps, author: ArticleAuthor): Router {
  const router = new Router();
  const externalLinks = new ExternalLinks({ allowLoopback: env.ANALYSIS_ALLOW_LOOPBACK });
  adminRoute(router, models, calls.offSiteArticles, async () => author.readModel.offSiteArticles().map(presentOffSiteArticle));
  adminRoute(router, models, calls.checkLinks, async ({ input }) => checkLinks(author.readModel, externalLinks, input.body));
  adminRoute(router, models, calls.slugCheck, ({ input }) => checkSlug(models, input.query.slug, input.query.articleId));
  adminRoute(router, models, calls.createArticle, async ({ input, admin }) => presentArticleSettings(await createArticle(author, input.body, admin())), {
    status: 201,
  });
  adminRoute(router, models, calls.articleSettings, async ({ input }) => {
    const article = await loadArticle(models, input.params.id);
    return presentArticleSettings(article, unpublishedSettingsOf(article, await newestMainLineRevision(models, article._id)));
  });
  adminRoute(router, models, calls.updateArticleSettings, async ({ input, admin }) => {
    const { article, unpublished } = await updateArticleSettings(author, input.params.id, input.body, admin());
    return presentArticleSettings(article, unpublished);
  });
  adminRoute(router, models, calls.unpublishArticle, async ({ input, admin }) =>
    presentArticleSettings(await setOnSite(author, input.params.id, false, admin(), input.query.version)),
  );
  adminRoute(router, models, calls.restoreArticle, async ({ input, admin }) =>
    presentArticleSettings(await setOnSite(author, input.params.id, true, admin(), input.query.version)),
  );
  adminRoute(router, models, calls.deleteArticle, async ({ input, admin }) => {
    await deleteArticle(author, input.params.id, admin());
    return { ok: true };
  });
  return router;
}
