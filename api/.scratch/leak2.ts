import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { generateArticles, readSeedWords } from '/work/main/api/bench/corpus';
import { ArticleWriter, categoryTree } from '/work/main/api/src/commands/generatedContent';
const words = readSeedWords();
const tree = categoryTree(2000, { top: words.categories, deep: words.headings });
const w = new ArticleWriter(tree, ['a.svg'], new Set(), 42);
const src = Array.from(generateArticles(500), (a) => w.write(a));
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const every = Number(process.argv[2]);
let dom = new JSDOM(''); let p = createDOMPurify(dom.window as any); let n = 0;
const mk = () => { if (++n > every) { dom.window.close(); dom = new JSDOM(''); p = createDOMPurify(dom.window as any); n = 1; } return p; };
for (let k = 0; k < 5; k++) {
  const c = cpu();
  for (const s of src) mk().sanitize(s.html, { RETURN_DOM: true });
  globalThis.gc?.();
  console.log(k, 'cpu ms/article', ((cpu() - c) / src.length).toFixed(2), 'heap MB', (process.memoryUsage().heapUsed / 1e6).toFixed(0));
}
