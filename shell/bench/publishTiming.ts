export interface PublishTiming {
  /** The publish call (content pipeline, database writes, read model update). */
  publishMs: number;
  /** From sending the publish until a visitor sees it: the article (JSON and page), the stats and the sidebar's way to it. */
  visibleMs: number;
  /** Then the first answer of `GET /api/categories` (the SPEC's whole tree, for API users), prepared on that request. */
  categoriesMs: number;
}

const json = { 'Content-Type': 'application/json' };

/**
 * Publishes a new revision of one article through the admin API (as an editor would) and times it,
 * then times until what a visitor reads reflects it (the article as JSON and as a page, the stats, the
 * sidebar's way to it), then the first answer of the whole category tree: on a large knowledge base this
 * shows what a publish costs the running server.
 */
export async function timePublish(baseUrl: string, password: string, slug: string): Promise<PublishTiming> {
  const login = await fetch(`${baseUrl}/api/admin/login`, { method: 'POST', headers: json, body: JSON.stringify({ adminName: 'Bench Editor', password }) });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  const auth = { ...json, Authorization: `Bearer ${((await login.json()) as { sessionToken: string }).sessionToken}` };
  const article = (await (await fetch(`${baseUrl}/api/articles/${slug}`)).json()) as { id: string; content: string; title: string };
  const words = ((await (await fetch(`${baseUrl}/api/stats`)).json()) as { words: number }).words;
  const marker = `benchmark${Date.now().toString(36)}`;
  const saved = await fetch(`${baseUrl}/api/admin/save-revision`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ articleId: article.id, content: `${article.content}<p>Published by the benchmark: ${marker}.</p>` }),
  });
  if (saved.status !== 200) throw new Error(`save failed: ${saved.status}`);
  const revision = (await saved.json()) as { id: string };

  const started = performance.now();
  const published = await fetch(`${baseUrl}/api/admin/publish-revision/${revision.id}`, { method: 'POST', headers: auth });
  if (published.status !== 200) throw new Error(`publish failed: ${published.status}`);
  const publishMs = performance.now() - started;
  for (;;) {
    const [current, page, stats] = await Promise.all([
      fetch(`${baseUrl}/api/articles/${slug}`).then((r) => r.json() as Promise<{ content: string }>),
      fetch(`${baseUrl}/article/${slug}`).then((r) => r.text()),
      fetch(`${baseUrl}/api/stats`).then((r) => r.json() as Promise<{ words: number }>),
      fetch(`${baseUrl}/api/sidebar/articles/${slug}`).then((r) => r.arrayBuffer()),
    ]);
    if (current.content.includes(marker) && page.includes(marker) && stats.words !== words) break;
    if (performance.now() - started > 30_000) throw new Error('the published revision did not show within 30 s');
  }
  const visibleMs = performance.now() - started;
  const categoriesStarted = performance.now();
  await (await fetch(`${baseUrl}/api/categories`)).arrayBuffer();
  return { publishMs, visibleMs, categoriesMs: performance.now() - categoriesStarted };
}
