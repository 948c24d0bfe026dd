import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../deps';
import { NotFound } from '../../errors';
import { insightsFor } from '../../insights/insightsService';
import { rateLimit } from '../../middlewares/rateLimit';
import { inputOf, validate } from '../../middlewares/validate';
import { whenSearchReady } from '../../middlewares/whenReady';

/** Requests one client address may send to these calls per minute (each call counted apart). */
export const READER_EVENTS_PER_MINUTE = 60;

/**
 * What readers tell us: POST /api/articles/:id/feedback ("Was this helpful?"), /api/articles/:id/views
 * (an article read), /api/reader-events/search (a search settled on; its results are counted here),
 * /api/search-clicks (a result opened) and /api/missing-article-reports ("Report a
 * missing article"). Each is rate-limited per client
 * address, validated, and recorded off the request (see InsightsRecorder); the answer says whether
 * it counted (a reader counts once per article, or query and result, a day).
 */
export function readerEventsRoutes(deps: AppDeps): Router {
  const router = new Router();
  const insights = insightsFor(deps);
  const limit = (name: string) => rateLimit(name, { points: READER_EVENTS_PER_MINUTE, windowSeconds: 60 });
  const publishedId = (id: string) => {
    if (!deps.readModel.articleDoc(id)) throw NotFound(`No article with id '${id}'`);
    return id;
  };

  router.post(calls.articleFeedback.path, limit('feedback'), validate(calls.articleFeedback), async (ctx) => {
    const { params, body } = inputOf(ctx.state, calls.articleFeedback);
    ctx.body = { counted: insights.recorder.feedback(await insights.readerOf(ctx), publishedId(params.id), body.helpful, body.comment) };
  });

  router.post(calls.articleView.path, limit('views'), validate(calls.articleView), async (ctx) => {
    const { params } = inputOf(ctx.state, calls.articleView);
    ctx.body = { counted: insights.recorder.view(await insights.readerOf(ctx), publishedId(params.id)) };
  });

  router.post(calls.settledSearch.path, limit('searches'), validate(calls.settledSearch), whenSearchReady(deps.readModel), async (ctx) => {
    const { q } = inputOf(ctx.state, calls.settledSearch).body;
    const started = performance.now();
    const { count } = deps.readModel.search(q);
    ctx.body = { counted: insights.recorder.search(await insights.readerOf(ctx), q, count, performance.now() - started) };
  });

  router.post(calls.searchClick.path, limit('search-clicks'), validate(calls.searchClick), async (ctx) => {
    const { q, articleId, position } = inputOf(ctx.state, calls.searchClick).body;
    ctx.body = { counted: insights.recorder.click(await insights.readerOf(ctx), q, publishedId(articleId), position) };
  });

  router.post(calls.missingArticle.path, limit('missing-article'), validate(calls.missingArticle), async (ctx) => {
    const { q } = inputOf(ctx.state, calls.missingArticle).body;
    ctx.body = { counted: insights.recorder.missingArticle(await insights.readerOf(ctx), q) };
  });
  return router;
}
