import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { trusted } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventId, readEvent } from '../events/eventLog';
import { addGinIndexes } from './ginIndexes';
import { leaseModel } from './lease';
import { openDatabase, type OpenDatabase } from './openDatabase';

/**
 * The plans PostgreSQL makes for the statements FerretDB actually sends: a private cluster whose auto_explain
 * logs the plan of every statement it runs into DATA_DIR/pg/postgres.log.
 */
let dir: string;
let db: OpenDatabase;
const ROWS = 3000;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'kb-gin-'));
  chmodSync(dir, 0o711);
  const settings = ['shared_preload_libraries=auto_explain', 'auto_explain.log_min_duration=0', 'auto_explain.log_format=json'];
  db = await openDatabase({ dataDir: path.join(dir, 'pg'), postgres: { settings }, log: () => {} });
  // Enough rows that an index is worth more than reading the table (a few rows are read whole either way).
  const ids = Array.from({ length: ROWS }, (_, i) => `article-${i}`);
  const insert = (collection: string, docs: { _id: string }[]) => db.conn.db!.collection<{ _id: string }>(collection).insertMany(docs);
  await insert(
    'articles',
    ids.map((_id, i) => ({ _id, slug: `slug-${i}`, title: `Article ${i}` })),
  );
  await insert(
    'slug_redirects',
    ids.map((articleId, i) => ({ _id: `redirect-${i}`, articleId, createdAt: new Date() })),
  );
  await insert(
    'leases',
    ids.map((_id) => ({ _id: `lease-${_id}`, token: 't', expiresAt: new Date() })),
  );
  const events = ids.map((articleId, i) => ({
    _id: eventId(i + 1),
    adminName: 'Ada',
    action: 'revision.publish',
    createdAt: new Date(Date.now() - i * 1000),
    changed: [articleId],
  }));
  await insert('audit_log', events);
  await insert('event_feed', events);
}, 120_000);
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Plan {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: Plan[];
}

/** The plans of the statements run while `work` ran: their text and the plan's nodes, outermost first. */
async function plansOf(work: () => Promise<unknown>): Promise<{ query: string; nodes: string[] }[]> {
  const logFile = path.join(dir, 'pg', 'postgres.log');
  const from = statSync(logFile).size;
  await work();
  await new Promise((resolve) => setTimeout(resolve, 200)); // the log is written after the statement answers
  const text = readFileSync(logFile).subarray(from).toString();
  const nodes = (plan: Plan): string[] => [plan['Node Type'], ...(plan.Plans ?? []).flatMap(nodes)];
  return [...text.matchAll(/plan:\n((?:\t.*\n)+)/g)].map((match) => {
    const { 'Query Text': query, Plan: plan } = JSON.parse(match[1]!.replace(/^\t/gm, '')) as { 'Query Text': string; Plan: Plan };
    return { query, nodes: nodes(plan) };
  });
}

/** Each operation eight times over (a prepared statement's sixth run may get a plan made for any value). */
const times = (run: (i: number) => Promise<unknown>) => async () => {
  for (let i = 0; i < 8; i += 1) await run(i);
};

describe('on PostgreSQL, finds, updates and deletes by _id or an indexed field use an index', () => {
  const cases: [string, (i: number) => Promise<unknown>][] = [
    ['find by _id', (i) => db.models.Article.findById(`article-${i}`).lean()],
    ['find by an indexed field (slug)', (i) => db.models.Article.findOne({ slug: `slug-${i}` }).lean()],
    ['update by _id', (i) => db.models.Article.updateOne({ _id: `article-${i}` }, { $set: { title: `Renamed ${i}` } })],
    ['update by an indexed field (slug)', (i) => db.models.Article.updateOne({ slug: `slug-${i + 10}` }, { $set: { title: `Renamed ${i}` } })],
    ['delete by _id', (i) => db.models.Article.deleteOne({ _id: `article-${i + 20}` })],
    ['delete by an indexed field (slug)', (i) => db.models.Article.deleteOne({ slug: `slug-${i + 30}` })],
    ['find by an indexed field of another collection (slug_redirects.articleId)', (i) => db.models.SlugRedirect.find({ articleId: `article-${i}` }).lean()],
    ['the event feed reading on by place (events/eventLog)', (i) => readEvent(db.models, i + 1)],
    [
      'a lease read and released by _id (db/lease.ts)',
      (i) =>
        leaseModel(db.conn)
          .findById(`lease-article-${i}`)
          .lean()
          .then(() => leaseModel(db.conn).deleteOne({ _id: `lease-article-${i}` })),
    ],
  ];
  it.each(cases)('%s: no sequential scan', async (_name, run) => {
    const plans = await plansOf(times(run));
    expect(plans.length).toBeGreaterThanOrEqual(8);
    for (const plan of plans) expect(plan.nodes, plan.query).not.toContain('Seq Scan');
    expect(plans.some((plan) => plan.nodes.some((node) => /Index/.test(node)))).toBe(true);
  });

  it('range and $in filters are not pushed down by FerretDB 1.24.2 (it reads the table and filters itself): why the event log is read by place', async () => {
    const range = await plansOf(() => db.models.AuditEntry.find({ createdAt: trusted({ $gte: new Date(Date.now() - 5_000) }) }).lean());
    expect(range.map((plan) => [plan.query.includes('WHERE'), plan.nodes])).toEqual([[false, ['Seq Scan']]]);
    const some = await plansOf(() => db.models.Article.find({ _id: trusted({ $in: ['article-1', 'article-2'] }) }).lean());
    expect(some.map((plan) => [plan.query.includes('WHERE'), plan.nodes])).toEqual([[false, ['Seq Scan']]]);
  });

  it('adding the indexes again changes nothing', async () => {
    expect(await addGinIndexes(db.conn, db.database.postgresUrl!, () => {})).toBe(0);
  });
});
