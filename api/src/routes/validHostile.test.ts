import { CreateReferenceUrlRequest, LoginRequest, SaveRevisionRequest, SearchQuery } from '@kb/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApiForFile } from '../../test/harness';
import { processArticleHtml } from '../content/pipeline';
import { sanitizeKeepingText } from '../content/sanitize';
import { signIn, TEST_PASSWORD } from '../../test/admin';
import { command, type Command, type IdRef } from '../../test/hostileEnvelopes';
import { wellFormed } from '../middlewares/wellFormed';
import { auditKey, cloneState, comparable, newestRevisionOf, readState, type StoredState } from '../../test/hostileModel';

/**
 * Contract-valid requests with hostile values inside reach the handlers and the database. Every
 * answer must be the one the request deserves (never 5xx, 4xx with a clear message), and afterwards
 * the database must hold exactly what the accepted requests wrote: nothing more, nothing else.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const ADMIN = 'Fuzz Admin';
const BODY_LIMIT = 2 * 1024 * 1024;

const api = testApiForFile();
let token: string;
let nextAddress = 0;
const counts = new Map<string, number>();
/** `route status` → how many answers: shows that accepted requests are a real share of the cases. */
const outcomes = new Map<string, number>();
let current = '';

beforeAll(async () => {
  token = (await signIn(api, ADMIN, '198.51.100.9')).sessionToken;
});

function resolve(ref: IdRef, ids: string[]): string {
  return 'uuid' in ref || ids.length === 0 ? ('uuid' in ref ? ref.uuid : crypto.randomUUID()) : ids[ref.pick % ids.length]!;
}

function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

interface Sent {
  status: number;
  body: unknown;
}

async function send(method: string, path: string, body?: object, headers: Record<string, string> = {}): Promise<Sent> {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  outcomes.set(`${current} ${response.status}`, (outcomes.get(`${current} ${response.status}`) ?? 0) + 1);
  expect(response.status, `${method} ${path}`).toBeLessThan(500);
  const parsed = text ? (JSON.parse(text) as unknown) : undefined;
  if (response.status >= 400) {
    const error = (parsed as { error?: unknown }).error;
    expect(typeof error === 'string' && error.length > 0, `${method} ${path}: ${text.slice(0, 200)}`).toBe(true);
    expect(text).not.toMatch(/\bat .*\.(ts|js):\d+/);
  }
  return { status: response.status, body: parsed };
}

/** The body parser refuses any body with a `__proto__` key (400) before a handler runs. */
const poisoned = (extra: object) => Object.hasOwn(extra, '__proto__');

/** Sends one request, checks its answer against the expected state, and applies its effect there. */
async function run(cmd: Command, expected: StoredState): Promise<void> {
  counts.set(cmd.route, (counts.get(cmd.route) ?? 0) + 1);
  current = cmd.route;
  const articleIds = [...expected.articles.keys()];
  const revisionIds = [...expected.revisions.keys()];
  const urlIds = [...expected.referenceUrls.keys()];
  switch (cmd.route) {
    case 'saveRevision': {
      const articleId = resolve(cmd.article, articleIds);
      const body = { ...cmd.extra, articleId, content: cmd.content };
      const sent = await send('POST', '/api/admin/save-revision', body);
      const sanitised = SaveRevisionRequest.safeParse(body).success ? sanitizeKeepingText(cmd.content.toWellFormed()) : { html: '', lost: null };
      const clean = sanitised.html.trim();
      const status =
        Buffer.byteLength(JSON.stringify(body)) > BODY_LIMIT
          ? 413
          : poisoned(body) || !SaveRevisionRequest.safeParse(body).success
            ? 400
            : !expected.articles.has(articleId)
              ? 404
              : sanitised.lost !== null
                ? 422
                : !clean
                  ? 400
                  : 200;
      expect(sent.status).toBe(status);
      if (status !== 200) return;
      const { id, createdAt } = sent.body as { id: string; createdAt: string };
      expect(sent.body).toMatchObject({ articleId, content: clean, adminName: ADMIN, isPublished: false });
      expected.revisions.set(id, { articleId, content: clean, adminName: ADMIN, isPublished: false, createdAt });
      expected.audit.push(auditKey(ADMIN, 'revision.save', `article:${articleId} revision:${id}`));
      return;
    }
    case 'publishRevision': {
      const id = resolve(cmd.revision, revisionIds);
      const sent = await send('POST', `/api/admin/publish-revision/${id}`);
      const revision = expected.revisions.get(id);
      // Publish takes the newest revision only (what the editor shows): an older one is a 409.
      expect(sent.status).toBe(!revision ? 404 : newestRevisionOf(expected, revision.articleId) === id ? 200 : 409);
      if (sent.status !== 200 || !revision) return;
      const processed = processArticleHtml(revision.content);
      expected.articles.set(revision.articleId, { content: processed.content, publishedRevisionId: id });
      for (const [otherId, other] of expected.revisions) if (other.articleId === revision.articleId) other.isPublished = otherId === id;
      expected.changes.push(revision.articleId);
      expected.audit.push(auditKey(ADMIN, 'revision.publish', `article:${revision.articleId} revision:${id}`));
      return;
    }
    case 'deleteRevision': {
      const id = resolve(cmd.revision, revisionIds);
      const sent = await send('DELETE', `/api/admin/revisions/${id}`);
      const revision = expected.revisions.get(id);
      expect(sent.status).toBe(revision ? 200 : 404);
      if (!revision) return;
      expected.revisions.delete(id);
      expected.audit.push(auditKey(ADMIN, 'revision.delete', `article:${revision.articleId} revision:${id}`));
      return;
    }
    case 'revisions': {
      const articleId = resolve(cmd.article, articleIds);
      const sent = await send('GET', `/api/admin/revisions/${articleId}`);
      expect(sent.status).toBe(expected.articles.has(articleId) ? 200 : 404);
      if (sent.status !== 200) return;
      const own = [...expected.revisions].filter(([, r]) => r.articleId === articleId).map(([id]) => id);
      expect((sent.body as { id: string }[]).map((r) => r.id).sort()).toEqual(own.sort());
      return;
    }
    case 'addReferenceUrl': {
      const body = { ...cmd.extra, url: cmd.url };
      const sent = await send('POST', '/api/admin/reference-urls', body);
      const parsed = CreateReferenceUrlRequest.safeParse(wellFormed(body));
      const taken = parsed.success && [...expected.referenceUrls.values()].some((r) => r.url === parsed.data.url);
      expect(sent.status).toBe(poisoned(body) || !parsed.success ? 400 : taken ? 409 : 201);
      if (sent.status !== 201 || !parsed.success) return;
      expect(sent.body).toMatchObject({ url: parsed.data.url, enabled: true });
      expected.referenceUrls.set((sent.body as { id: string }).id, { url: parsed.data.url, enabled: true });
      expected.audit.push(auditKey(ADMIN, 'referenceUrl.add', parsed.data.url));
      return;
    }
    case 'updateReferenceUrl': {
      const id = resolve(cmd.ref, urlIds);
      const sent = await send('PATCH', `/api/admin/reference-urls/${id}`, { ...cmd.extra, enabled: cmd.enabled });
      const record = expected.referenceUrls.get(id);
      expect(sent.status).toBe(poisoned(cmd.extra) ? 400 : record ? 200 : 404);
      if (!record || sent.status !== 200) return;
      record.enabled = cmd.enabled;
      expected.audit.push(auditKey(ADMIN, cmd.enabled ? 'referenceUrl.enable' : 'referenceUrl.disable', record.url));
      return;
    }
    case 'deleteReferenceUrl': {
      const id = resolve(cmd.ref, urlIds);
      const sent = await send('DELETE', `/api/admin/reference-urls/${id}`);
      const record = expected.referenceUrls.get(id);
      expect(sent.status).toBe(record ? 200 : 404);
      if (!record) return;
      expected.referenceUrls.delete(id);
      expected.audit.push(auditKey(ADMIN, 'referenceUrl.delete', record.url));
      return;
    }
    case 'login': {
      const body = { ...cmd.extra, adminName: cmd.adminName, password: cmd.password ?? TEST_PASSWORD };
      nextAddress += 1;
      const address = `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
      const sent = await send('POST', '/api/admin/login', body, { Authorization: '', 'X-Forwarded-For': address });
      const parsed = LoginRequest.safeParse(wellFormed(body));
      // A sign-in carries no session, so its body is capped before it is parsed (413).
      const tooLarge = Buffer.byteLength(JSON.stringify(body)) > 16 * 1024;
      const status = tooLarge ? 413 : poisoned(body) || !parsed.success ? 400 : body.password === TEST_PASSWORD ? 200 : 401;
      // A rate limit (per address, network or name) may refuse a sign-in; a refused one changes nothing.
      expect([status, 429]).toContain(sent.status);
      if (poisoned(body) && !tooLarge) expect(sent.status).toBe(400);
      if (sent.status === 401 && parsed.success) expected.audit.push(auditKey(parsed.data.adminName, 'session.loginFailed', `address ${address}`));
      if (sent.status !== 200 || !parsed.success) return;
      expect(sent.body).toMatchObject({ adminName: parsed.data.adminName });
      expected.sessions.push(parsed.data.adminName);
      expected.audit.push(auditKey(parsed.data.adminName, 'session.login', null));
      return;
    }
    case 'search': {
      const sent = await send('GET', `/api/search?q=${percentEncode(cmd.q)}`);
      expect(sent.status).toBe(SearchQuery.safeParse({ q: cmd.q.toWellFormed() }).success ? 200 : 400);
      return;
    }
  }
}

describe('contract-valid requests with hostile values (fast-check)', () => {
  it(`reach the handlers and leave exactly the data the accepted ones wrote (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 6 }), async (commands) => {
        const before = await readState(api.deps.conn);
        const expected = cloneState(before);
        for (const cmd of commands) await run(cmd, expected);
        expected.sessions.sort();
        const after = await readState(api.deps.conn);
        expect(comparable(after)).toEqual(comparable(expected));
      }),
      { numRuns: RUNS },
    );
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    console.log(`contract-valid hostile cases per route: ${JSON.stringify(Object.fromEntries([...counts].sort()))}; total requests: ${total} in ${RUNS} runs`);
    console.log(`answers by route and status: ${JSON.stringify(Object.fromEntries([...outcomes].sort()))}`);
    for (const route of ['saveRevision', 'publishRevision', 'addReferenceUrl', 'login'])
      expect(outcomes.get(`${route} ${route === 'addReferenceUrl' ? 201 : 200}`) ?? 0, route).toBeGreaterThan(0);
    expect(total).toBeGreaterThanOrEqual(RUNS);
  }, 600_000);
});
