import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../deps';
import { sendPrepared } from '../../middlewares/preparedResponse';
import { inputOf, validate } from '../../middlewares/validate';
import { whenSearchReady } from '../../middlewares/whenReady';
import { logSearch } from '../../search/searchLog';
import { createTextGenerators } from '../../textgen';
import { SearchAnswers } from './answers';
import { SearchResultBodies } from './resultBodies';

/**
 * GET /api/search, /api/search-summary, /api/search-suggestions. The query is validated by the
 * contract (at most 200 characters, no control characters, trimmed); an empty one answers empty.
 */
export function searchRoutes({ env, logger, models, readModel }: AppDeps): Router {
  const router = new Router();
  const generators = createTextGenerators(env, logger, (query) => readModel.searchHits(query).length > 0);
  const answers = new SearchAnswers(readModel, generators);
  const ready = whenSearchReady(readModel);
  const resultBodies = new SearchResultBodies(readModel);

  router.get(calls.search.path, validate(calls.search), ready, async (ctx) => {
    const { q } = inputOf(ctx.state, calls.search).query;
    if (!q) {
      ctx.body = [];
      return;
    }
    const started = performance.now();
    const { body, count } = await resultBodies.get(q);
    logSearch(models, logger, { query: q, resultCount: count, ms: performance.now() - started });
    sendPrepared(ctx, body);
  });

  router.get(calls.searchSummary.path, validate(calls.searchSummary), ready, async (ctx) => {
    const { q } = inputOf(ctx.state, calls.searchSummary).query;
    ctx.body = { aiSummary: q ? await answers.summary(q) : '' };
  });

  router.get(calls.searchSuggestions.path, validate(calls.searchSuggestions), ready, async (ctx) => {
    const { q } = inputOf(ctx.state, calls.searchSuggestions).query;
    ctx.body = { suggestions: q ? await answers.suggestions(q) : [] };
  });
  return router;
}
