import Router from '@koa/router';
import { calls, HIGHLIGHTS_MAX, type ArticleHighlights, type HighlightedArticle } from '@kb/contracts';
import type { AppDeps } from '../../deps';
import { insightsFor } from '../../insights/insightsService';
import { lastDays } from '../../insights/rollup';
import { inputOf, validate } from '../../middlewares/validate';
import { whenContentReady } from '../../middlewares/whenReady';
import type { EditionView } from '../../readModel/editionView';
import { firstRows, updatedLast } from '../../readModel/firstRows';

/** The days "Popular articles" counts page views over. */
const POPULAR_DAYS = 30;

function listed(readModel: EditionView, id: string): HighlightedArticle | null {
  const doc = readModel.articleDoc(id);
  if (!doc) return null;
  return { slug: doc.slug, title: doc.title, categoryName: readModel.categoryNames(id).at(-1) ?? null, updatedAt: new Date(doc.updatedAt).toISOString() };
}

interface Listing {
  version: number;
  titles: Map<string, string>;
  recent: HighlightedArticle[];
}
const listings = new WeakMap<EditionView, Listing>();

/** A version's article titles by id and its articles updated last, made once per version of the content. */
function listingOf(readModel: EditionView): Listing {
  let listing = listings.get(readModel);
  if (listing?.version !== readModel.version) {
    const metas = readModel.articleMetas();
    const recent = updatedLast(metas, HIGHLIGHTS_MAX).flatMap((meta) => listed(readModel, meta._id) ?? []);
    listing = { version: readModel.version, titles: new Map(metas.map((meta) => [meta._id, meta.title])), recent };
    listings.set(readModel, listing);
  }
  return listing;
}

/**
 * GET /api/article-highlights: the most read published articles of the last 30 days (Insights' day
 * rollups in memory, ties by title) and the published articles updated last (the read model). An answer
 * is reused while the content, the page views and the day are those it was made from.
 */
export function articleHighlightsRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { readModel: main } = deps;
  const { store } = insightsFor(deps);
  router.get(calls.articleHighlights.path, validate(calls.articleHighlights), whenContentReady(main), async (ctx) => {
    const { version } = inputOf(ctx.state, calls.articleHighlights).query;
    const readModel = main.edition(version);
    const days = lastDays(new Date(), POPULAR_DAYS);
    await store.current();
    ctx.body = await main.cache.get(`highlights:${version ?? ''}`, [readModel, readModel.version, store.version, days[0]], async () => {
      const { total } = await store.period(days);
      const { titles, recent } = listingOf(readModel);
      const viewed = [...total.views].flatMap(([id, views]) => {
        const title = views > 0 ? titles.get(id) : undefined;
        return title === undefined ? [] : [{ rank: views, title, id }];
      });
      const highlights: ArticleHighlights = { popular: firstRows(viewed, HIGHLIGHTS_MAX).flatMap((row) => listed(readModel, row.id) ?? []), recent };
      return highlights;
    });
  });
  return router;
}
