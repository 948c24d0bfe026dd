import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../api/src/routes/admin/analysis/fixtures');

/** Competitor knowledge-base pages on 127.0.0.1 (the API's gap analysis is told to allow loopback in e2e). */
export async function startCompetitorServer() {
  const pages: Record<string, string> = {
    '/kb/tracking': readFileSync(path.join(FIXTURES, 'competitor-tracking.html'), 'utf8'),
    '/docs/stage-operations': readFileSync(path.join(FIXTURES, 'competitor-stage.html'), 'utf8'),
  };
  const server = http.createServer((request, response) => {
    const page = pages[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(page ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urls: Object.keys(pages).map((page) => `${origin}${page}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
