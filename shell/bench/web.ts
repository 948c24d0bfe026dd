// `pnpm bench:web [--articles=N]`: Lighthouse (Debian's Chromium) on home, an article and a search page, mobile
// and desktop, on the seed or on N generated articles (`.data/bench-N`, made once with `pnpm kb generate`).
// Prints scores, LCP, CLS, TBT and the compressed JS each page downloads (and that admin-console's is 0).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { generatedDataDir, startSite } from './startSite';

const articlesArg = process.argv.find((a) => a.startsWith('--articles='));
const ARTICLES = articlesArg ? Number(articlesArg.split('=')[1]) : null;

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const site = await startSite(ARTICLES ? { DATA_DIR: generatedDataDir(ARTICLES) } : {});
await site.searchReady();
/** The first article a sitemap lists, following an index (above 50,000 URLs) to its first file. */
async function firstArticleOf(sitemapUrl: string): Promise<string> {
  const xml = await (await fetch(sitemapUrl)).text();
  const part = /<sitemap><loc>([^<]+)<\/loc>/.exec(xml)?.[1];
  if (part) return firstArticleOf(`${site.url}${new URL(part).pathname}`);
  return new URL(/<loc>([^<]*\/article\/[^<]+)<\/loc>/.exec(xml)![1]!).pathname;
}
// The seed's article, or on a generated knowledge base the first article of its sitemap.
const article = ARTICLES ? await firstArticleOf(`${site.url}/sitemap.xml`) : '/article/genlock-and-timecode-setup';
const PAGES = [
  ['home', '/'],
  ['article', article],
  ['search', '/search?q=lens%20calibration&aiSummary=true'],
] as const;
console.log(`bench:web: ${ARTICLES ? `${ARTICLES} generated articles` : 'the seed'}; article ${article}`);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows: string[][] = [];
// One plain request per page first, so no Lighthouse run pays for the server's first response.
for (const [, path] of PAGES) await (await fetch(`${site.url}${path}`)).text();
try {
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const [name, path] of PAGES) {
      const measure = () => lighthouse(
        `${site.url}${path}`,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        {
          extends: 'lighthouse:default',
          settings: {
            formFactor,
            screenEmulation: formFactor === 'desktop' ? { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false } : undefined,
            throttling: formFactor === 'desktop' ? { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 } : undefined,
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          },
        },
      );
      // The first trace of a fresh browser sometimes fails (NO_NAVSTART): such a run is measured again.
      let result = await measure();
      for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry += 1) result = await measure();
      const lhr = result!.lhr;
      if (lhr.runtimeError) console.error(`${formFactor} ${name}: Lighthouse could not measure: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const lcpElement = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1];
      if (formFactor === 'mobile') console.log(`${formFactor} ${name}: LCP element ${lcpElement ?? 'unknown'}`);
      const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
      const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ?? []).filter((i) => i.resourceType === 'Script');
      const jsBytes = items.reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
      const adminBytes = items.filter((i) => i.url.includes('admin-console')).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
      rows.push([
        formFactor,
        name,
        score('performance'),
        score('accessibility'),
        score('best-practices'),
        score('seo'),
        `${Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)} ms`,
        (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        `${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms`,
        `${(jsBytes / 1024).toFixed(1)} KiB`,
        `${adminBytes}`,
      ]);
    }
  }
} finally {
  await chrome.kill();
  await site.stop();
}
const header = ['form', 'page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT', 'JS (compressed)', 'admin bytes'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
