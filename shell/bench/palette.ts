// `pnpm bench:palette [--articles=N] [--rounds=R]`: the search palette in Chromium (Debian's, through
// playwright-core) on the production site with N generated articles (default 10,000, kept in .data/bench-N).
// Types words of the search benchmark's query mix into the palette and measures, with performance marks in
// the page, each keystroke to the next frame painted after the results for that text are in the DOM:
// - at reading pace (180 ms between keys): every keystroke is searched at once;
// - in a fast burst (30 ms between keys): the burst is debounced, so the last key waits 100 ms first.
// Prints p50 / p95 / max for each, and the palette's chunks (gzip) fetched on first open.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { QUERY_MIX } from '../../api/bench/search';
import { chromiumLaunch } from '../e2e/support/chromium';
import { percentile } from '../../api/bench/percentile';
import { generatedDataDir, startSite } from './startSite';

const { values: args } = parseArgs({ options: { articles: { type: 'string', default: '10000' }, rounds: { type: 'string', default: '3' } } });
const ARTICLES = Number(args.articles);
const ROUNDS = Number(args.rounds);
const WORDS = QUERY_MIX.filter((q) => /^[a-z]+$/.test(q));

/**
 * In the page: waits for the results of `text`, then for the next frame, and measures from the keystroke's
 * mark. Plain JavaScript, so that no helper of the TypeScript compiler ends up in the page.
 */
const PROBE = `window.kbPaintedAfter = (text, mark) => new Promise((resolve) => {
  const check = () => {
    if (document.querySelector('[role="listbox"]')?.getAttribute('data-query') !== text) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => {
      performance.mark(mark + ':painted');
      resolve(performance.measure(mark, mark + ':key', mark + ':painted').duration);
    }, 0));
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  check();
});`;

const summary = (values: number[]) =>
  `${values.length} keystrokes: p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`;

/** Types `word` one key at a time; `measureEvery` measures each key, otherwise only the last. */
async function typeWord(page: Page, word: string, gapMs: number, measureEvery: boolean, id: string): Promise<number[]> {
  const field = page.getByRole('combobox', { name: 'Search articles' });
  await field.fill('');
  await page.waitForTimeout(250);
  const times: number[] = [];
  for (let i = 1; i <= word.length; i += 1) {
    const measured = measureEvery || i === word.length;
    const mark = `${id}:${i}`;
    const painted = measured ? page.evaluate<number>(`window.kbPaintedAfter(${JSON.stringify(word.slice(0, i))}, '${mark}')`) : null;
    // The mark is set in the keydown listener, before the key reaches the field.
    if (measured) await page.evaluate(`document.addEventListener('keydown', () => performance.mark('${mark}:key'), { once: true, capture: true })`);
    await page.keyboard.press(word[i - 1]!);
    if (painted) times.push(await painted);
    else await page.waitForTimeout(gapMs);
    if (measured && i < word.length) await page.waitForTimeout(gapMs);
  }
  return times;
}

const dataDir = generatedDataDir({ articles: ARTICLES });
const site = await startSite({ DATA_DIR: dataDir });
const browser = await chromium.launch(chromiumLaunch);
try {
  await site.searchReady();
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') void response.body().then((body) => scripts.set(response.url(), gzipSync(body, { level: 9 }).length));
  });
  await page.goto(`${site.url}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const before = new Set(scripts.keys());
  // The server's own time for each search the palette sends (its Server-Timing header), the first time
  // each query is asked: later rounds are answered from the prepared answers.
  const serverMs = new Map<string, number>();
  page.on('response', (response) => {
    const timing = /search;dur=([\d.]+)/.exec(response.headers()['server-timing'] ?? '');
    if (timing && !serverMs.has(response.url())) serverMs.set(response.url(), Number(timing[1]));
  });
  await page.evaluate(PROBE);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search articles' }).waitFor();
  await page.waitForLoadState('networkidle');
  const opened = [...scripts].filter(([url]) => !before.has(url));

  const reading: number[] = [];
  const burst: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const word of WORDS) {
      reading.push(...(await typeWord(page, word, 180, true, `r${round}-${word}`)));
      burst.push(...(await typeWord(page, word, 30, false, `b${round}-${word}`)));
    }
  }
  console.log(
    `bench:palette: ${ARTICLES} articles, Chromium ${browser.version()}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `first open fetched ${opened.length} scripts, ${(opened.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024).toFixed(1)} KiB gzip: ${opened.map(([url, bytes]) => `${url.split('/').pop()} ${(bytes / 1024).toFixed(1)}`).join(', ')}`,
  );
  console.log(`keystroke -> painted results, reading pace (180 ms between keys): ${summary(reading)}`);
  console.log(`keystroke -> painted results, last key of a fast burst (30 ms between keys, debounced): ${summary(burst)}`);
  console.log(`the palette's search call in the server (Server-Timing, first time asked): ${summary([...serverMs.values()]).replace('keystrokes', 'queries')}`);
} finally {
  await browser.close();
  await site.stop();
}
