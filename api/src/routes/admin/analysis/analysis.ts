import Router from '@koa/router';
import { calls } from '@kb/contracts';
import { keepDrafts, llmEnricher } from '../../../analysis/enrichConcepts';
import { generateAnalysis } from '../../../analysis/generateAnalysis';
import { KeyedQueue } from '../../../db/keyedQueue';
import type { AppDeps } from '../../../deps';
import { presentConcept } from '../../../presenters/adminRecords';
import { adminRoute } from '../route';

/** POST /api/admin/generate-analysis: one analysis at a time per API instance (each replaces the concepts). */
export function analysisRoutes({ env, logger, models, readModel }: AppDeps): Router {
  const router = new Router();
  const runs = new KeyedQueue();
  const enrich = env.LLM_BASE_URL
    ? llmEnricher({ baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS }, logger)
    : keepDrafts;
  adminRoute(router, models, calls.generateAnalysis, async ({ input, admin }) => {
    const { concepts, failures } = await runs.run('analysis', () =>
      generateAnalysis({ models, index: readModel, allowLoopback: env.ANALYSIS_ALLOW_LOOPBACK, enrich }, input.body.referenceUrls, admin()),
    );
    return { concepts: concepts.map(presentConcept), failures };
  });
  return router;
}
