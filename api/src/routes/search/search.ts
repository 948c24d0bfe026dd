import Router from '@koa/router';
import { calls, type Language } from '@kb/contracts';
import type { AppDeps } from '../../deps';
import { clientLimiter, limitedBy, rateLimit, type ClientLimiter } from '../../middlewares/rateLimit';
import type { Env } from '../../env';
import { sendPrepared } from '../../middlewares/preparedResponse';
import { inputOf, validate } from '../../middlewares/validate';
import { whenSearchReady } from '../../middlewares/whenReady';
import { createTextGenerators } from '../../textgen';
import { languageSearch } from '../../translations/languageSearch';
import { SearchAnswers, type AnswerSource } from './answers';
import { SearchResultBodies, type SearchSource } from './resultBodies';

const budgets = new WeakMap<Env, ClientLimiter>();

/**
 * Searches per client address and instance: `SEARCH_RATE_LIMIT` in 10 s, one budget for `GET /api/search`
 * and the search page's server-side searches (one per environment, so the API and the site server of
 * one instance share it).
 */
export function searchBudgetOf(env: Env): ClientLimiter {
  let budget = budgets.get(env);
  if (!budget) budgets.set(env, (budget = clientLimiter('search', { points: env.SEARCH_RATE_LIMIT, windowSeconds: 10 })));
  return budget;
}

/**
 * GET /api/search, /api/search-summary, /api/search-suggestions. The query is validated by the
 * contract (at most 200 characters, no control characters, trimmed); an empty one answers empty.
 * Each is limited per client address (429 with Retry-After); summary and suggestions share a limit.
 * A pure read: a search counts in Insights through POST /api/reader-events/search (readerEvents.ts).
 */
export function searchRoutes(deps: AppDeps): Router {
  const { env, logger, readModel } = deps;
  const router = new Router();
  const over = (source: AnswerSource & SearchSource) => ({
    answers: new SearchAnswers(
      source,
      createTextGenerators(env, logger, (query) => source.searchHits(query).length > 0),
      readModel.cache,
    ),
    resultBodies: new SearchResultBodies(source, readModel.cache),
  });
  const english = over(readModel);
  // With `lang`, the search of that language's translations (its own index); English is the read model's.
  const inLanguage = languageSearch(deps, over);
  // With `version`, that version's search (a fork's overlay: see VersionOverlay), made once per overlay.
  const inVersion = new WeakMap<object, ReturnType<typeof over>>();
  const versionSearch = (version: string) => {
    const view = readModel.edition(version);
    if (view === readModel) return english;
    let made = inVersion.get(view);
    if (!made) inVersion.set(view, (made = over(view)));
    return made;
  };
  const searchIn = async (lang: Language | undefined, version?: string) =>
    lang && lang !== 'en' ? inLanguage(lang) : version !== undefined ? versionSearch(version) : english;
  const ready = whenSearchReady(readModel);
  // A search-as-you-type palette sends one search per key press, and the page a summary and suggestions
  // once typing pauses: the defaults (100 and 30 per 10 s) allow bursts far above typing speed.
  const searchLimit = limitedBy(searchBudgetOf(env));
  const answerLimit = rateLimit('search-answers', { points: env.SEARCH_ANSWER_RATE_LIMIT, windowSeconds: 10 });

  router.get(calls.search.path, searchLimit, validate(calls.search), ready, async (ctx) => {
    const { q, limit, lang, version } = inputOf(ctx.state, calls.search).query;
    const searching = await searchIn(lang, version);
    if (!q) {
      ctx.body = [];
      return;
    }
    const started = performance.now();
    const { body } = await searching.resultBodies.get(q, limit);
    const ms = performance.now() - started;
    // The server's time for this answer (0 when it was prepared already): `pnpm bench:palette` reads it.
    ctx.set('Server-Timing', `search;dur=${ms.toFixed(2)}`);
    sendPrepared(ctx, body);
  });

  router.get(calls.searchSummary.path, answerLimit, validate(calls.searchSummary), ready, async (ctx) => {
    const { q, lang, version } = inputOf(ctx.state, calls.searchSummary).query;
    const searching = await searchIn(lang, version);
    ctx.body = { aiSummary: q ? await searching.answers.summary(q) : '' };
  });

  router.get(calls.searchSuggestions.path, answerLimit, validate(calls.searchSuggestions), ready, async (ctx) => {
    const { q, lang, version } = inputOf(ctx.state, calls.searchSuggestions).query;
    const searching = await searchIn(lang, version);
    ctx.body = { suggestions: q ? await searching.answers.suggestions(q) : [] };
  });
  return router;
}
