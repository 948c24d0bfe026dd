import path from 'node:path';
import { startDatabase } from '../src/db/launcher';
import { connectDatabase } from '../src/db/connect';
import { createModels, type ArticleDoc } from '../src/models';
const mb = (n: number) => (n / 1048576).toFixed(1);
const heap = () => { globalThis.gc?.(); return process.memoryUsage().heapUsed; };
const database = await startDatabase({ dataDir: path.resolve('/work/main/.data/bench-10000', 'db'), log: () => {} });
const conn = await connectDatabase(database.uri);
const h0 = heap();
const docs = await createModels(conn).Article.find().lean<ArticleDoc[]>();
const h1 = heap(); console.log('all', mb(h1 - h0));
for (const field of ['content', 'headings', 'seoKeywords', 'semanticTags', 'metaDescription', 'title', 'slug', 'createdAt', 'updatedAt', 'categoryId', '_id'] as const) {
  const before = heap();
  for (const d of docs) (d as Record<string, unknown>)[field] = null;
  console.log(field, mb(before - heap()));
}
console.log('rest', mb(heap() - h0), Object.keys(docs[0]!));
const nonLatin = docs.filter((d) => /[^\x00-\xff]/.test(d.metaDescription ?? '')).length;
await conn.close(); await database.stop();
