import { Recorded } from '@kb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testApiForFile } from '../../../test/harness';
import { insightsFor } from '../../insights/insightsService';
import { asAdmin, signIn, type AdminClient } from '../../../test/admin';
import { READER_EVENTS_PER_MINUTE } from './readerEvents';
import { publishedArticles } from '../../../test/articles';
import { readInsights } from '../../../test/insights';

const api = testApiForFile();
let admin: AdminClient;
let articleId: string;
let otherId: string;

beforeAll(async () => {
  admin = asAdmin(api, (await signIn(api, 'Insights Admin', '203.0.113.90')).sessionToken);
  [articleId, otherId] = publishedArticles(api.deps.readModel).map((a) => a._id) as [string, string];
});

const reader = (address: string, agent = 'Mozilla/5.0 test') => ({ 'X-Forwarded-For': address, 'User-Agent': agent });
const vote = (id: string, body: unknown, headers: Record<string, string>) => api.send('POST', `/api/articles/${id}/feedback`, body, headers);

const insights = (days = 7) => readInsights(api, admin, days);

describe('POST /api/articles/:id/feedback ("Was this helpful?")', () => {
  it('counts one vote per reader, article and day, and keeps no address or agent', async () => {
    const ada = reader('198.51.100.1');
    expect(Recorded.parse(await (await vote(articleId, { helpful: true }, ada)).json())).toEqual({ counted: true });
    expect(await (await vote(articleId, { helpful: false }, ada)).json()).toEqual({ counted: false });
    expect(await (await vote(articleId, { helpful: false }, reader('198.51.100.1', 'Other browser'))).json()).toEqual({ counted: false });
    expect(await (await vote(articleId, { helpful: false }, reader('198.51.100.101', 'Other browser'))).json()).toEqual({ counted: true });
    expect(await (await vote(otherId, { helpful: true }, ada)).json()).toEqual({ counted: true });

    const row = (await insights()).helpfulness.find((a) => a.articleId === articleId);
    expect(row).toMatchObject({ yes: 1, no: 1, helpfulRatio: 0.5 });
    const stored = await api.deps.models.ArticleFeedback.find({ articleId }).lean();
    expect(stored).toHaveLength(2);
    for (const doc of stored) expect(Object.keys(doc).sort()).toEqual(['_id', 'articleId', 'at', 'comment', 'helpful']);
    expect(JSON.stringify(stored)).not.toContain('198.51.100.1');
  });

  it('takes "What was missing?" after No: plain text, personal data masked, one comment a day', async () => {
    const bob = reader('198.51.100.2');
    expect(await (await vote(otherId, { helpful: false }, bob)).json()).toEqual({ counted: true });
    const comment = '  No <b>genlock</b>\u0007 steps;\n\nmail me: bob@example.com  ';
    expect(await (await vote(otherId, { helpful: false, comment }, bob)).json()).toEqual({ counted: true });
    expect(await (await vote(otherId, { helpful: false, comment: 'again' }, bob)).json()).toEqual({ counted: false });

    const row = (await insights()).helpfulness.find((a) => a.articleId === otherId);
    expect(row?.comments.map((c) => c.text)).toEqual(['No <b>genlock</b> steps; mail me: [email]']);
    expect(row).toMatchObject({ yes: 1, no: 1 });
  });

  it('answers 400 for a comment over 1,000 characters or a bad body, 404 for an unknown article', async () => {
    const tooLong = await vote(articleId, { helpful: false, comment: 'x'.repeat(1001) }, reader('198.51.100.3'));
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error).toBe('Invalid body: Comment must be at most 1000 characters');
    expect((await vote(articleId, { helpful: 'yes' }, reader('198.51.100.3'))).status).toBe(400);
    expect((await vote('not-an-id', { helpful: true }, reader('198.51.100.3'))).status).toBe(400);
    const unknown = crypto.randomUUID();
    const missing = await vote(unknown, { helpful: true }, reader('198.51.100.3'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: `No article with id '${unknown}'`, code: 'notFound' });
  });

  it('limits a flood from one client and counts it as one vote', async () => {
    const flood = reader('198.51.100.66', 'flood-bot');
    const before = (await insights()).helpfulness.find((a) => a.articleId === articleId)!;
    const answers = await Promise.all(Array.from({ length: READER_EVENTS_PER_MINUTE + 40 }, () => vote(articleId, { helpful: false }, flood)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(READER_EVENTS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    expect(answers.find((r) => r.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
    const after = (await insights()).helpfulness.find((a) => a.articleId === articleId)!;
    expect(after.no).toBe(before.no + 1);
    expect(after.yes).toBe(before.yes);
  });

  it('counts a reader once when the same vote reaches two API instances at the same moment', async () => {
    const second = await startTestApi({ seed: false, uri: api.databaseUri });
    try {
      await second.deps.readModel.load(second.deps.models);
      const carol = reader('198.51.100.4', 'two-tabs');
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () => vote(articleId, { helpful: true }, carol)),
        ...Array.from({ length: 5 }, () => second.send('POST', `/api/articles/${articleId}/feedback`, { helpful: true }, carol)),
      ]);
      expect(answers.every((r) => r.status === 200)).toBe(true);
      await insightsFor(second.deps).recorder.flush();
      await insightsFor(api.deps).recorder.flush();
      const stored = await api.deps.models.ArticleFeedback.find({ articleId, helpful: true }).lean();
      expect(stored).toHaveLength(2); // Ada's from the first test and Carol's, once
    } finally {
      await second.close().catch(() => {});
    }
  });
});

describe('reader signals are counted by address and network, not by user agent', () => {
  // A second instance in the tests above signs the admin out: sign in again.
  beforeAll(async () => {
    admin = asAdmin(api, (await signIn(api, 'Insights Admin', '203.0.113.90')).sessionToken);
  });

  it('counts an address once whatever its user agent: 40 "No" votes with 40 agents are one vote', async () => {
    const before = (await insights()).helpfulness.find((a) => a.articleId === otherId)!;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => vote(otherId, { helpful: false }, reader('192.0.2.40', `agent ${n}`))));
    const counted = await Promise.all(answers.map(async (r) => ((await r.json()) as { counted: boolean }).counted));
    expect(counted.filter(Boolean)).toHaveLength(1);
    const after = (await insights()).helpfulness.find((a) => a.articleId === otherId)!;
    expect(after.no).toBe(before.no + 1);
  });

  it('1,000 spam comments from 2 addresses leave kept comments alone, and a third address still gets its comment kept', async () => {
    const ids = publishedArticles(api.deps.readModel).map((a) => a._id);
    const target = ids[5]!;
    const comments = async (id: string) => (await insights()).helpfulness.find((a) => a.articleId === id)?.comments.map((c) => c.text) ?? [];
    expect(await (await vote(target, { helpful: false, comment: 'Kept before the flood' }, reader('192.0.2.50'))).json()).toEqual({ counted: true });
    expect(await comments(target)).toEqual(['Kept before the flood']);

    const spam = await Promise.all(
      Array.from({ length: 1000 }, (_, n) =>
        vote(
          n % 3 === 0 ? target : ids[n % ids.length]!,
          { helpful: false, comment: `spam ${n}` },
          reader(n % 2 ? '192.0.2.61' : '203.0.113.62', `spam-bot/${n}`),
        ),
      ),
    );
    expect(spam.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect(await (await vote(target, { helpful: false, comment: 'Genuine after the flood' }, reader('198.18.0.70'))).json()).toEqual({ counted: true });

    const kept = await comments(target);
    expect(kept).toContain('Kept before the flood');
    expect(kept).toContain('Genuine after the flood');
    // Each spamming address keeps at most one comment per article.
    expect(kept.filter((text) => text.startsWith('spam'))).toHaveLength(2);
  });
});

describe('POST /api/missing-article-reports ("Report a missing article")', () => {
  const report = (body: unknown, headers: Record<string, string>) => api.send('POST', '/api/missing-article-reports', body, headers);
  const stored = async (query: string) => {
    await insightsFor(api.deps).recorder.flush();
    return api.deps.models.MissingArticleReport.find({ query }).lean();
  };

  it('keeps one report per reader, query and day, with personal data masked and no address', async () => {
    const dana = reader('198.51.100.20');
    expect(Recorded.parse(await (await report({ q: '  Tape  drive\ncleaning ' }, dana)).json())).toEqual({ counted: true });
    expect(await (await report({ q: 'tape drive cleaning' }, dana)).json()).toEqual({ counted: false });
    expect(await (await report({ q: 'Tape drive cleaning' }, reader('198.51.101.21'))).json()).toEqual({ counted: true });
    expect(await (await report({ q: 'mail eve@example.com' }, dana)).json()).toEqual({ counted: true });

    const rows = await stored('Tape drive cleaning');
    expect(rows).toHaveLength(2);
    for (const doc of rows) expect(Object.keys(doc).sort()).toEqual(['_id', 'at', 'query', 'reader']);
    // The reader is a keyed hash of the network, which tells the two readers apart and holds no address.
    expect(new Set(rows.map((row) => row.reader)).size).toBe(2);
    for (const doc of rows) expect(doc.reader).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('198.51.100');
    expect(await stored('mail [email]')).toHaveLength(1);
  });

  it('answers 400 for an empty or too long query', async () => {
    const blank = await report({ q: '  \n ' }, reader('198.51.100.22'));
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ code: 'validation', error: 'Invalid body: Query is required' });
    expect((await report({ q: 'x'.repeat(201) }, reader('198.51.100.22'))).status).toBe(400);
    expect((await report({}, reader('198.51.100.22'))).status).toBe(400);
  });

  it('limits a flood from one client and keeps it as one report', async () => {
    const flood = reader('198.51.100.67', 'flood-bot');
    const answers = await Promise.all(Array.from({ length: READER_EVENTS_PER_MINUTE + 20 }, () => report({ q: 'flooded gap' }, flood)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(READER_EVENTS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(await stored('flooded gap')).toHaveLength(1);
  });
});
