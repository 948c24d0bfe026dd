import Router from '@koa/router';
import { calls, HIGHLIGHTS_MAX, type ArticleHighlights, type HighlightedArticle } from '@kb/contracts';
import type { AppDeps } from '../../deps';
import { insightsFor } from '../../insights/insightsService';
import { lastDays } from '../../insights/rollup';
import { inputOf, validate } from '../../middlewares/validate';
import { whenContentReady } from '../../middlewares/whenReady';
import type { EditionView } from '../../readModel/editionView';

/** The days "Popular articles" counts page views over. */
export const POPULAR_DAYS = 30;

function listed(readModel: EditionView, id: string): HighlightedArticle | null {
  const doc = readModel.articleDoc(id);
  if (!doc) return null;
  return { slug: doc.slug, title: doc.title, categoryName: readModel.categoryNames(id).at(-1) ?? null, updatedAt: new Date(doc.updatedAt).toISOString() };
}

/**
 * GET /api/article-highlights: the most read published articles of the last 30 days (Insights' day
 * rollups in memory, ties by title) and the published articles updated last (the read model).
 */
export function articleHighlightsRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { readModel: main } = deps;
  const { store } = insightsFor(deps);
  router.get(calls.articleHighlights.path, validate(calls.articleHighlights), whenContentReady(main), async (ctx) => {
    const readModel = main.edition(inputOf(ctx.state, calls.articleHighlights).query.version);
    const { total } = await store.period(lastDays(new Date(), POPULAR_DAYS));
    const popular = [...total.views]
      .map(([id, views]) => ({ article: listed(readModel, id), views }))
      .filter((row): row is { article: HighlightedArticle; views: number } => row.article !== null && row.views > 0)
      .sort((a, b) => b.views - a.views || a.article.title.localeCompare(b.article.title))
      .slice(0, HIGHLIGHTS_MAX)
      .map((row) => row.article);
    const recent = readModel
      .articleMetas()
      .sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime() || a.title.localeCompare(b.title))
      .slice(0, HIGHLIGHTS_MAX)
      .flatMap((meta) => listed(readModel, meta._id) ?? []);
    const body: ArticleHighlights = { popular, recent };
    ctx.body = body;
  });
  return router;
}
