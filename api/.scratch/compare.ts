import path from 'node:path';
import { startDatabase } from '../src/db/launcher';
import { connectDatabase } from '../src/db/connect';
import { createModels, type Models } from '../src/models';
import { ReadModel } from '../src/readModel/readModel';
import { ReadModel as OldReadModel } from './old/readModel/readModel';
import type { ArticleDoc, CategoryDoc } from '../src/models';
const dir = process.argv[2]!;
const which = process.argv[3]!; // old | new
const mb = (n: number) => (n / 1048576).toFixed(0) + ' MiB';
const mem = () => { globalThis.gc?.(); const m = process.memoryUsage(); return `heap ${mb(m.heapUsed)} rss ${mb(m.rss)}`; };
const database = await startDatabase({ dataDir: path.resolve(dir, 'db'), log: () => {} });
const conn = await connectDatabase(database.uri);
const models = createModels(conn);
let t = performance.now();
const time = (label: string) => { console.log(label, ((performance.now() - t) / 1000).toFixed(2), 's', mem()); t = performance.now(); };
let rm: ReadModel | OldReadModel;
if (which === 'old') {
  const [categories, articles] = await Promise.all([models.Category.find().lean<CategoryDoc[]>(), models.Article.find().lean<ArticleDoc[]>()]);
  time('read from db');
  rm = new OldReadModel();
  rm.replaceAll(categories, articles);
  time('replaceAll (tree, stats, index)');
} else {
  rm = new ReadModel();
  const lag: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => { const now = performance.now(); lag.push(now - last - 10); last = now; }, 10);
  await rm.load(models);
  clearInterval(timer);
  lag.sort((a, b) => a - b);
  time(`load (read + index), event-loop lag p50 ${lag[Math.floor(lag.length / 2)]?.toFixed(0)} ms max ${lag[lag.length - 1]?.toFixed(0)} ms;`);
}
const docs = rm.allArticles();
const a = docs[5]!;
const ms = (f: () => void, n = 20) => { const s = performance.now(); for (let i = 0; i < n; i++) f(); return ((performance.now() - s) / n).toFixed(1) + ' ms'; };
let i = 0;
console.log('publish, content edit:', ms(() => rm.setArticle({ ...a, content: a.content + `<p>edit ${i++}</p>`, wordCount: a.wordCount + 2 })));
console.log('publish, title edit:', ms(() => rm.setArticle({ ...a, title: a.title + ` ${i++}` })));
console.log('publish, new article:', ms(() => { const id = `new-${i++}`; rm.setArticle({ ...a, _id: id, slug: id }); }));
console.log('categories tree after change:', ms(() => { rm.setArticle({ ...a, title: a.title + ` ${i++}` }); rm.categoryTree(); }, 10));
console.log('stats per request:', ms(() => rm.stats(), 1000));
await conn.close(); await database.stop();
