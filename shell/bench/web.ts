// `pnpm bench:web [--articles=N] [--runs=N] [--pages=home,article,search] [--forms=mobile,desktop] [--tasks]`: Lighthouse
// (Debian's Chromium) on home, an article and a search page, mobile and desktop, on the seed or on N generated
// articles (`.data/bench-N`, made once with `pnpm kb generate`). Prints scores, LCP, CLS, TBT and the compressed
// JS each page downloads (and that admin-console's is 0), and Lighthouse's CPU benchmark index (a faster machine
// scores higher, and its TBT is lower); with --runs, every run and then the best of them; with
// --tasks, each run's long tasks (as Lighthouse attributes them, under its CPU throttling).
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunch } from '../e2e/support/chromium';
import { benchPages, generatedDataDir, startSite } from './startSite';

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string' },
    runs: { type: 'string', default: '1' },
    pages: { type: 'string', default: 'home,article,search' },
    forms: { type: 'string', default: 'mobile,desktop' },
    tasks: { type: 'boolean', default: false },
  },
});
const ARTICLES = args.articles ? Number(args.articles) : null;
const RUNS = Math.max(1, Number(args.runs));
const PAGE_NAMES = args.pages.split(',');
const FORMS = args.forms.split(',') as ('mobile' | 'desktop')[];

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const site = await startSite(ARTICLES ? { DATA_DIR: generatedDataDir({ articles: ARTICLES }) } : {});
await site.searchReady();
const PAGES = await benchPages(site, ARTICLES !== null, PAGE_NAMES);
const article = PAGES.find(([name]) => name === 'article')?.[1] ?? '';
console.log(`bench:web: ${ARTICLES ? `${ARTICLES} generated articles` : 'the seed'}; article ${article}`);
// Lighthouse's own flags, with Chromium's omnibox popups (WebUI pages of the browser itself) also off: each new
// window loaded one beside the page under test, 130–180 ms of CPU a phone's browser does not spend.
const DISABLE_FEATURES = '--disable-features=';
const launcherFlags = chromeLauncher.Launcher.defaultFlags();
const disabledFeatures = launcherFlags.filter((flag) => flag.startsWith(DISABLE_FEATURES)).flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  ignoreDefaultFlags: true,
  chromeFlags: [
    ...launcherFlags.filter((flag) => !flag.startsWith(DISABLE_FEATURES)),
    DISABLE_FEATURES + [...disabledFeatures, 'WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'].join(','),
    '--headless=new',
    ...chromiumLaunch.args,
  ],
});
const rows: string[][] = [];
/** The best run of each form and page: highest performance, then lowest LCP. */
const best = new Map<string, { perf: number; lcp: number; row: string[] }>();
// One plain request per page first, so no Lighthouse run pays for the server's first response.
for (const [, path] of PAGES) await (await fetch(`${site.url}${path}`)).text();
try {
  for (const formFactor of FORMS) {
    for (const [name, path] of PAGES)
      for (let run = 0; run < RUNS; run += 1) {
        const measure = () =>
          lighthouse(
            `${site.url}${path}`,
            { port: chrome.port, output: 'json', logLevel: 'error' },
            {
              extends: 'lighthouse:default',
              settings: {
                formFactor,
                screenEmulation: formFactor === 'desktop' ? { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false } : undefined,
                throttling:
                  formFactor === 'desktop'
                    ? { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 }
                    : undefined,
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
        if (args.tasks) {
          const tasks = (lhr.audits['long-tasks']?.details as { items?: LongTask[] })?.items ?? [];
          for (const task of tasks) console.log(`  long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms, ${task.url}`);
        }
        const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
        const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ?? []).filter((i) => i.resourceType === 'Script');
        const jsBytes = items.reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
        const adminBytes = items.filter((i) => i.url.includes('admin-console')).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
        const row = [
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
          String(Math.round(lhr.environment.benchmarkIndex)),
        ];
        rows.push(row);
        const perf = lhr.categories.performance?.score ?? 0;
        const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity;
        const key = `${formFactor} ${name}`;
        const kept = best.get(key);
        if (!kept || perf > kept.perf || (perf === kept.perf && lcp < kept.lcp)) best.set(key, { perf, lcp, row });
      }
  }
} finally {
  await chrome.kill();
  await site.stop();
}
const header = ['form', 'page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT', 'JS (compressed)', 'admin bytes', 'CPU index'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const print = (table: string[][]) => {
  for (const row of [header, ...table]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
};
print(rows);
if (RUNS > 1) {
  console.log(`\nBest of ${RUNS}:`);
  print([...best.values()].map(({ row }) => row));
}
