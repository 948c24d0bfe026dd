// `pnpm bench:admin [--articles=N] [--rounds=R] [--before]`: the admin console at size, on the production
// site with N generated articles (default 10,000, kept in .data/bench-N). Prints
// - the first views in Chromium, each in a fresh context (5 of each): the dashboard until the tree's top
//   level shows, and an opened article until its visual editor shows, with the API data each fetched
//   (decoded bytes) and the admin console's scripts (gzip);
// - with --before, what the console fetched before issue 28: GET /api/admin/live-articles and the
//   drafts list (bytes, time);
// - while a second admin saves, publishes and reviews without pause, p50/p95 of the console's calls: tree expand
//   (a category's children and its first page of articles), open article (its HTML and revisions), search
//   as you type, and the writer's lifecycle calls: save, publish, submit, request changes, approve.
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page as BrowserPage } from 'playwright-core';
import { percentile } from '../../api/bench/percentile';
import { chromiumLaunch } from '../e2e/support/chromium';
import { generatedDataDir, startSite, storeAdminSession } from './startSite';

const { values: args } = parseArgs({
  options: { articles: { type: 'string', default: '10000' }, rounds: { type: 'string', default: '200' }, before: { type: 'boolean', default: false } },
});
const ARTICLES = Number(args.articles);
const ROUNDS = Number(args.rounds);
/** Cold first views of each screen. */
const FIRST_VIEWS = 5;
const PASSWORD = 'bench-admin-password';

interface Level {
  categories: { id: string; childCount: number; ownArticleCount: number }[];
}
interface Page {
  rows: { id: string; title: string }[];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const summary = (name: string, values: number[]) =>
  `${name.padEnd(22)} n=${String(values.length).padStart(4)}  p50 ${percentile(values, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(values, 95).toFixed(1).padStart(6)} ms  max ${Math.max(...values).toFixed(1)} ms`;

const dataDir = generatedDataDir({ articles: ARTICLES });
const site = await startSite({ DATA_DIR: dataDir });

async function signIn(adminName: string): Promise<{ sessionToken: string; adminName: string; expiresAt: string }> {
  const response = await fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ adminName, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { sessionToken: string; adminName: string; expiresAt: string };
}

/** One call, timed to its last byte; fails on any status but 2xx. */
async function call<T>(token: string, path: string, init: RequestInit = {}): Promise<{ body: T; ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(`${site.url}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return { body: JSON.parse(text) as T, ms, bytes: Buffer.byteLength(text) };
}

const browser = await chromium.launch(chromiumLaunch);
try {
  await site.searchReady();
  const reader = await signIn('Bench Reader');
  const writer = await signIn('Bench Writer');

  if (args.before) {
    for (const path of ['/api/admin/live-articles', '/api/admin/articles/off-site']) {
      const { ms, bytes } = await call(reader.sessionToken, path);
      console.log(`before: ${path.padEnd(30)} ${kib(bytes).padStart(12)}  ${ms.toFixed(0)} ms`);
    }
  }

  // The first views, each in a fresh context (nothing cached), as after signing in: the dashboard until the
  // tree's top level shows, and an article opened from a link until its visual editor shows.
  const opened = (await call<Page>(reader.sessionToken, '/api/admin/article-search?q=er')).body.rows[0]!;
  for (const view of [
    { name: 'dashboard', path: '/admin', shown: (page: BrowserPage) => page.getByRole('button', { name: /^Live_Articles \(\d+\)$/ }) },
    { name: 'article opened', path: `/admin/articles/${opened.id}`, shown: (page: BrowserPage) => page.getByLabel('Article content') },
  ]) {
    const times: number[] = [];
    for (let sample = 0; sample < FIRST_VIEWS; sample += 1) {
      const context = await browser.newContext();
      await storeAdminSession(context, reader);
      const page = await context.newPage();
      const apiBodies: Promise<number>[] = [];
      const adminScripts: Promise<number>[] = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith('/api/'))
          apiBodies.push(
            response.body().then(
              (body) => body.length,
              () => 0,
            ),
          );
        else if (pathname.startsWith('/remotes/admin-console/') && pathname.endsWith('.js'))
          adminScripts.push(
            response.body().then(
              (body) => gzipSync(body).length,
              () => 0,
            ),
          );
      });
      const started = performance.now();
      await page.goto(`${site.url}${view.path}`);
      await view.shown(page).waitFor({ timeout: 60_000 });
      times.push(performance.now() - started);
      await page.waitForLoadState('networkidle');
      const sum = async (sizes: Promise<number>[]) => (await Promise.all(sizes)).reduce((total, bytes) => total + bytes, 0);
      if (sample === 0)
        console.log(
          `${view.name}: ${apiBodies.length} API calls, ${kib(await sum(apiBodies))} of data (decoded); admin JS ${kib(await sum(adminScripts))} gzip in ${adminScripts.length} scripts`,
        );
      await context.close();
    }
    console.log(summary(`${view.name} shown`, times));
  }

  // The writer: save and publish without pause on articles of its own while the reader browses.
  const roots = (await call<Level>(reader.sessionToken, '/api/admin/tree')).body.categories;
  // Three articles of its own, found as an admin finds them: through the search.
  const targets = (await call<Page>(writer.sessionToken, '/api/admin/article-search?q=er')).body.rows.slice(0, 3).map((row) => row.id);
  const lifecycle = { save: [] as number[], publish: [] as number[], submit: [] as number[], 'request changes': [] as number[], approve: [] as number[] };
  let writing = true;
  const writing$ = (async () => {
    // Round by round: save and publish; save, submit and request changes; save, submit and approve (which publishes).
    for (let n = 0; writing; n += 1) {
      const articleId = targets[n % targets.length]!;
      const timed = async (name: keyof typeof lifecycle, path: string, body: unknown = {}) => {
        const made = await call<{ id: string }>(writer.sessionToken, path, { method: 'POST', body: JSON.stringify(body) });
        lifecycle[name].push(made.ms);
        return made.body;
      };
      const { id } = await timed('save', '/api/admin/save-revision', { articleId, content: `<h2>Bench</h2><p>Revision ${n} of the admin benchmark.</p>` });
      if (n % 3 === 0) {
        await timed('publish', `/api/admin/publish-revision/${id}`);
        continue;
      }
      await timed('submit', `/api/admin/revisions/${id}/review`, { note: 'Bench round' });
      if (n % 3 === 1) await timed('request changes', `/api/admin/reviews/${id}/request-changes`, { comment: 'Once more' });
      else await timed('approve', `/api/admin/reviews/${id}/approve`);
    }
  })();
  // A failed call stops the reader too; the failure is thrown below, after which the site is stopped.
  writing$.catch(() => {
    writing = false;
  });

  const expand: number[] = [];
  const open: number[] = [];
  const openContent: number[] = [];
  const openRevisions: number[] = [];
  const search: number[] = [];
  const firstViewCalls: number[] = [];
  const words = (title: string) =>
    title
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word.length >= 4);
  for (let round = 0; round < ROUNDS && writing; round += 1) {
    const t0 = performance.now();
    await Promise.all(
      ['/api/admin/tree', '/api/admin/saved-concepts', '/api/admin/reference-urls', '/api/admin/content-concepts'].map((path) =>
        call(reader.sessionToken, path),
      ),
    );
    firstViewCalls.push(performance.now() - t0);
    const root = roots[round % roots.length]!;
    const t1 = performance.now();
    const [children, articles] = await Promise.all([
      call<Level>(reader.sessionToken, `/api/admin/tree?parent=${root.id}`),
      call<Page>(reader.sessionToken, `/api/admin/tree/${root.id}/articles?page=0`),
    ]);
    expand.push(performance.now() - t1);
    const child = children.body.categories[round % Math.max(1, children.body.categories.length)];
    const rows = child ? (await call<Page>(reader.sessionToken, `/api/admin/tree/${child.id}/articles?page=0`)).body.rows : articles.body.rows;
    const article = rows[round % Math.max(1, rows.length)];
    if (!article) continue;
    const t2 = performance.now();
    const [content, revisions] = await Promise.all([
      call(reader.sessionToken, `/api/admin/articles/${article.id}/content`),
      call(reader.sessionToken, `/api/admin/revisions/${article.id}`),
    ]);
    open.push(performance.now() - t2);
    openContent.push(content.ms);
    openRevisions.push(revisions.ms);
    const word = words(article.title)[0] ?? article.title.slice(0, 4);
    for (let length = 2; length <= Math.min(word.length, 6); length += 1) {
      search.push((await call(reader.sessionToken, `/api/admin/article-search?q=${encodeURIComponent(word.slice(0, length))}`)).ms);
    }
  }
  writing = false;
  await writing$;
  const written = Object.entries(lifecycle)
    .map(([name, times]) => `${name} ${times.length}`)
    .join(', ');
  console.log(`\n${ARTICLES} articles, ${ROUNDS} rounds, while another admin made these lifecycle calls: ${written}`);
  console.log(summary('first view (4 calls)', firstViewCalls));
  console.log(summary('tree expand', expand));
  console.log(summary('open article', open));
  console.log(summary('  its HTML', openContent));
  console.log(summary('  its revisions (SPEC)', openRevisions));
  console.log(summary('search as you type', search));
  for (const [name, times] of Object.entries(lifecycle)) console.log(summary(name, times));
} finally {
  await browser.close();
  await site.stop();
}
