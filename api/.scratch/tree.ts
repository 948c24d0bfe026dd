import { readSeedWords } from '/work/main/api/bench/corpus';
import { categoryTree } from '/work/main/api/src/commands/generatedContent';
const w = readSeedWords();
for (const n of [300, 1000, 10000, 100000]) { const t = categoryTree(n, { top: w.categories, deep: w.headings }); const d = new Map(); for (const l of t.leaves) d.set(l.length, (d.get(l.length)??0)+1); console.log(n, t.all.length, t.leaves.length, [...d].sort()); }
console.log(categoryTree(1000, { top: w.categories, deep: w.headings }).leaves.slice(0,5));
