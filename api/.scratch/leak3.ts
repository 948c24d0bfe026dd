import { JSDOM } from 'jsdom';
import { generateArticles } from '/work/main/api/bench/corpus';
const src = Array.from(generateArticles(500), (a) => '<p>' + a.sections.map(s=>s.paragraphs.join('</p><p>')).join('</p><h2>x</h2><p>') + '</p>');
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const dom = new JSDOM('');
const mode = process.argv[2];
for (let k = 0; k < 5; k++) {
  const c = cpu();
  for (const s of src) {
    if (mode === 'parser') new dom.window.DOMParser().parseFromString(s, 'text/html');
    else if (mode === 'iter') { const d = new dom.window.DOMParser().parseFromString(s, 'text/html'); const it = d.createNodeIterator(d, 0xffffffff); while (it.nextNode()); }
    else if (mode === 'impl') { const d = dom.window.document.implementation.createHTMLDocument(''); d.body.innerHTML = s; }
  }
  await new Promise((r) => setImmediate(r)); globalThis.gc?.();
  console.log(mode, k, 'cpu ms/article', ((cpu() - c) / src.length).toFixed(2), 'heap MB', (process.memoryUsage().heapUsed / 1e6).toFixed(0));
}
