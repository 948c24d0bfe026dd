import { generateArticles, readSeedWords } from '/work/main/api/bench/corpus';
import { ArticleWriter, categoryTree } from '/work/main/api/src/commands/generatedContent';
import { processArticleHtml } from '/work/main/api/src/content/pipeline';
import { sanitizeToBody } from '/work/main/api/src/content/sanitize';
const words = readSeedWords();
const tree = categoryTree(2000, { top: words.categories, deep: words.headings });
const w = new ArticleWriter(tree, ['a.svg'], new Set(), 42);
let t = performance.now();
const src = Array.from(generateArticles(1000), (a) => w.write(a));
console.log('generate', performance.now() - t);
for (let k = 0; k < 4; k++) { await new Promise((r) => setImmediate(r));
t = performance.now();
for (const s of src) processArticleHtml(s.html);
console.log('pipeline per article ms', (performance.now() - t) / src.length);
}
t = performance.now();
for (const s of src) sanitizeToBody(s.html);
console.log('sanitize per article ms', (performance.now() - t) / src.length);
console.log(process.memoryUsage().rss/1e6);
