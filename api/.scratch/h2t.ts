import path from 'node:path';
import { startDatabase } from '../src/db/launcher';
import { connectDatabase } from '../src/db/connect';
import { createModels, type ArticleDoc } from '../src/models';
import { htmlToText } from '../src/search/htmlText';
const database = await startDatabase({ dataDir: path.resolve('/work/main/.data/bench-1000', 'db'), log: () => {} });
const conn = await connectDatabase(database.uri);
const docs = await createModels(conn).Article.find().lean<ArticleDoc[]>();
for (let k = 0; k < 3; k++) { const t = performance.now(); for (const d of docs) htmlToText(d.content); console.log('htmlToText µs/doc', ((performance.now() - t) * 1000 / docs.length).toFixed(1)); }
await conn.close(); await database.stop();
