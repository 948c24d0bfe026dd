import zlib from 'node:zlib';
import { generateCorpus } from '../bench/corpus';
const docs = generateCorpus(3000);
const small = Buffer.from(JSON.stringify({ ...docs[0], content: '<p>' + docs[0]!.text.replace(/\n/g, '</p><p>') + '</p>' }));
const big = Buffer.from(JSON.stringify(docs.map((d) => ({ id: d.id + 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', slug: d.title.replace(/ /g, '-'), title: d.title }))));
for (const [name, buf, reps] of [['article', small, 200], ['tree-3k', big, 3]] as const) {
  console.log(name, buf.length);
  for (const level of [1, 6, 9]) { const t = performance.now(); let out; for (let i = 0; i < reps; i++) out = zlib.gzipSync(buf, { level }); console.log(' gzip', level, ((performance.now() - t) / reps).toFixed(2), 'ms', out!.length); }
  for (const q of [4, 5, 7, 9, 11]) { const t = performance.now(); let out; for (let i = 0; i < reps; i++) out = zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }); console.log(' br', q, ((performance.now() - t) / reps).toFixed(2), 'ms', out!.length); }
}
