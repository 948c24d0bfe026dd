import path from 'node:path';
import { startDatabase } from '../src/db/launcher';
import { connectDatabase } from '../src/db/connect';
const dir = process.argv[2]!;
const database = await startDatabase({ dataDir: path.resolve(dir, 'db'), log: () => {} });
const conn = await connectDatabase(database.uri);
const coll = conn.db!.collection('articles');
const ranges = (k: number) => Array.from({ length: k }, (_, i) => {
  const lo = Math.floor((i * 16) / k).toString(16); const hi = Math.floor(((i + 1) * 16) / k).toString(16);
  return i === k - 1 ? { _id: { $gte: lo } } : { _id: { $gte: lo, $lt: hi } };
});
for (const k of [1, 2, 4]) {
  const t = performance.now();
  const parts = await Promise.all(ranges(k).map((f) => coll.find(f as never, { batchSize: 2000 }).toArray()));
  console.log(k, 'parallel ranges', parts.map((p) => p.length).join('+'), ((performance.now() - t) / 1000).toFixed(2), 's');
}
{ const t = performance.now(); const one = await coll.find({ _id: { $gte: 'f' } } as never).toArray(); console.log('one sixteenth', one.length, ((performance.now() - t) / 1000).toFixed(2), 's'); }
await conn.close(); await database.stop();
