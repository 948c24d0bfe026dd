import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDatabase } from '../../test/harness';
import { openDatabase, type OpenDatabase } from './openDatabase';

/**
 * A find, an update and a delete by `_id` take as long in a large collection as in a small one: the database
 * searches its `_id` index rather than reading the table. On the embedded FerretDB this needs its `_id` filter
 * spelled as its index (decision 0201): without it each one read the whole table, about 40 times slower here.
 */
let db: OpenDatabase;
const LARGE = 4000;
const body = 'A paragraph of an article, long enough that reading every row of the table costs what it does at size. '.repeat(30);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  const docs = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => ({ _id: `${prefix}-${i}`, body, n: i }));
  await db.conn.db!.collection<{ _id: string }>('small').insertMany(docs('small', 20));
  for (let i = 0; i < LARGE; i += 500) await db.conn.db!.collection<{ _id: string }>('large').insertMany(docs('large', LARGE).slice(i, i + 500));
}, 120_000);
afterAll(async () => {
  await db.conn.dropDatabase().catch(() => {});
  await db.close();
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

it('by _id, a find, an update and a delete cost about the same in 4,000 documents as in 20', async () => {
  const times = { small: [] as number[], large: [] as number[] };
  // Alternating, so whatever else the machine does weighs on both alike.
  for (let round = 0; round < 15; round += 1) {
    for (const name of ['small', 'large'] as const) {
      const collection = db.conn.db!.collection<{ _id: string; n?: number }>(name);
      const id = `${name}-${(round * 7) % 20}`;
      const started = performance.now();
      expect(await collection.findOne({ _id: id })).toMatchObject({ _id: id });
      expect((await collection.updateOne({ _id: id }, { $set: { n: -round } })).modifiedCount).toBe(1);
      expect((await collection.deleteOne({ _id: `${name}-gone-${round}` })).deletedCount).toBe(0);
      times[name].push(performance.now() - started);
    }
  }
  expect(median(times.large)).toBeLessThan(4 * median(times.small) + 2);
}, 60_000);
