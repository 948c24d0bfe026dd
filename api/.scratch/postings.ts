import { generateCorpus } from '../bench/corpus';
import { SearchIndex } from '../src/search/searchIndex';
const docs = generateCorpus(Number(process.argv[2] ?? 10000));
const index = SearchIndex.build(docs);
const engine = (index as unknown as { engine: { _index: Map<string, Map<number, Map<number, number>>> } }).engine;
let lists = 0, postings = 0, small = 0, terms = 0; const hist = new Map<number, number>();
for (const [, fields] of engine._index) { terms++; for (const [, p] of fields) { lists++; postings += p.size; if (p.size <= 2) small++; const b = Math.min(6, Math.ceil(Math.log10(p.size + 1))); hist.set(b, (hist.get(b) ?? 0) + 1); } }
console.log({ terms, lists, postings, small, hist: [...hist].sort() });
