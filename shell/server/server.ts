import http from 'node:http';
import { answerClientErrorsAsJson, readerEditions, searchBudgetOf, type RunningApi } from '@kb/api';
import { createSiteApp, type SiteOptions } from './siteApp';

/** One port for the whole site: /api/* goes to the API app, everything else to the site app. */
export function createSiteServer(api: RunningApi, options: Omit<SiteOptions, 'mediaDir' | 'content' | 'editions' | 'searchBudget'>): http.Server {
  const apiHandler = api.app.callback();
  const siteHandler = createSiteApp({
    ...options,
    mediaDir: api.mediaDir,
    content: api.deps.readModel,
    editions: readerEditions(api.deps),
    trustProxy: api.deps.env.TRUST_PROXY,
    searchBudget: searchBudgetOf(api.deps.env),
  }).callback();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) void apiHandler(req, res);
    else void siteHandler(req, res);
  });
  answerClientErrorsAsJson(server);
  return server;
}
