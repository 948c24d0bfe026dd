import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await (await b.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: process.argv[3] !== 'nojs' })).newPage();
await p.goto(process.argv[2]);
await p.waitForTimeout(4000);
const info = await p.evaluate(() => [...document.querySelectorAll('p')].map((e) => { const r = e.getBoundingClientRect(); const vis = Math.max(0, Math.min(r.bottom, 823) - Math.max(r.top, 0)); return [e.className, Math.round(r.width * vis), Math.round(r.top), Math.round(r.height), e.parentElement?.tagName + '/' + e.parentElement?.parentElement?.tagName, e.textContent.slice(0, 50)]; }).filter(x=>x[1]>0).sort((a,b)=>b[1]-a[1]).slice(0,5));
console.log(info);
await b.close();
