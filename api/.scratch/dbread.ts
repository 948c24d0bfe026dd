import path from 'node:path';
import { startDatabase } from '../src/db/launcher';
import { connectDatabase } from '../src/db/connect';
import { createModels } from '../src/models';
const dir = process.argv[2]!;
const database = await startDatabase({ dataDir: path.resolve(dir, 'db'), log: () => {} });
const conn = await connectDatabase(database.uri);
const models = createModels(conn);
const coll = conn.db!.collection('articles');
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
for (const [label, run] of [
  ['mongoose lean', () => models.Article.find().lean()],
  ['driver default', () => coll.find().toArray()],
  ['driver batch 5000', () => coll.find({}, { batchSize: 5000 }).toArray()],
  ['driver batch 1000', () => coll.find({}, { batchSize: 1000 }).toArray()],
  ['driver no content', () => coll.find({}, { projection: { content: 0 }, batchSize: 5000 }).toArray()],
] as const) {
  const t = performance.now(); const c = cpu();
  const docs = await (run as () => Promise<unknown[]>)();
  console.log(label, docs.length, ((performance.now() - t) / 1000).toFixed(2), 's wall', ((cpu() - c) / 1000).toFixed(2), 's node cpu');
}
await conn.close(); await database.stop();
