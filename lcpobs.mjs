import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
await ctx.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp.push([Math.round(e.startTime), e.size, e.element?.tagName, e.element?.className, (e.element?.textContent ?? '').slice(0, 40), e.element?.isConnected]); }).observe({ type: 'largest-contentful-paint', buffered: true });
});
const p = await ctx.newPage();
await p.goto(process.argv[2]);
await p.waitForTimeout(4000);
console.log(await p.evaluate(() => window.__lcp));
await b.close();
