// `pnpm bench:main-thread [--articles=N] [--runs=N] [--pages=home,article,search]`: what a phone-sized page load
// costs the main thread of Debian's Chromium, from the browser's trace. For each page and run, after the first
// paint: the main thread's busy time, and a blocking time counted as Lighthouse counts it (each task's time over
// 50 ms at a 4× slowdown), once by the thread's own CPU time and once by the clock. On a shared 2-core machine a
// task's clock time is 2–4× its CPU time (the browser process, its compositor, the tracing and the site server
// compete for the cores), so the CPU-time figure is what the page's own code costs and the clock one is closer
// to what Lighthouse reports. Prints every run and the median of each page.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from '../e2e/support/chromium';
import { benchPages, generatedDataDir, startSite } from './startSite';

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string' },
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: 'home,article,search' },
  },
});
const ARTICLES = args.articles ? Number(args.articles) : null;
const RUNS = Math.max(1, Number(args.runs));
const SLOWDOWN = 4;
const BLOCKING_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string } };
}

interface Run {
  busyCpu: number;
  blockingCpu: number;
  blockingClock: number;
}

const blocking = (ms: number) => Math.max(0, ms * SLOWDOWN - BLOCKING_MS);

/** The page's main thread's tasks after the first contentful paint, from a trace of a load of a page of `origin`. */
function measure(events: TraceEvent[], origin: string): Run {
  // The thread that parsed the page's HTML (Chromium's own pages may parse theirs in the same trace).
  const mainThread = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(`${origin}/`))!.tid;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint')?.ts ?? 0;
  const tasks = events.filter((event) => event.tid === mainThread && event.name === 'RunTask' && event.ph === 'X' && event.ts > fcp);
  const cpu = (task: TraceEvent) => (task.tdur ?? task.dur ?? 0) / 1000;
  return {
    busyCpu: tasks.reduce((sum, task) => sum + cpu(task), 0),
    blockingCpu: tasks.reduce((sum, task) => sum + blocking(cpu(task)), 0),
    blockingClock: tasks.reduce((sum, task) => sum + blocking((task.dur ?? 0) / 1000), 0),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const site = await startSite(ARTICLES ? { DATA_DIR: generatedDataDir({ articles: ARTICLES }) } : {});
const browser = await chromium.launch(chromiumLaunch);
try {
  await site.searchReady();
  const pages = await benchPages(site, ARTICLES !== null, args.pages.split(','));
  console.log(`bench:main-thread: ${ARTICLES ? `${ARTICLES} generated articles` : 'the seed'}, ${RUNS} runs a page, 412×823 phone`);
  console.log('page     run  busy CPU  blocking (CPU time)  blocking (clock)');
  for (const [name, path] of pages) {
    await (await fetch(`${site.url}${path}`)).text();
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(3000);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      await context.close();
      const result = measure(trace.traceEvents, site.url);
      runs.push(result);
      console.log(
        `${name.padEnd(8)} ${String(run + 1).padEnd(4)} ${`${result.busyCpu.toFixed(0)} ms`.padEnd(9)} ${`${result.blockingCpu.toFixed(0)} ms`.padEnd(20)} ${result.blockingClock.toFixed(0)} ms`,
      );
    }
    const m = (key: keyof Run) => `${median(runs.map((run) => run[key])).toFixed(0)} ms`;
    console.log(`${name.padEnd(8)} med. ${m('busyCpu').padEnd(9)} ${m('blockingCpu').padEnd(20)} ${m('blockingClock')}`);
  }
} finally {
  await browser.close();
  await site.stop();
}
