// `pnpm bench:editor [--keys=N] [--pace=MS]`: typing in the visual editor, in Chromium, on the production site.
// The article is the issue's worst case: 5,000 words in 100 sections, with 20 tables (5 × 4, with bold, code
// and links in cells) and 40 images (two real screenshots, uploaded). At 1280 and 390 px, the caret is put in
// the middle of the article and N characters are typed, one every MS ms (a fast typist), as the keyboard sends
// them (CDP key events, not Playwright's typing, which waits for the page).
//
// Each keystroke's cost is the main thread's work from the key (its timestamp, so the input delay counts)
// until the page is ready to paint it: the key's handlers and React's render (to a task queued after the key's
// events), plus the next frame's style and layout (forced at the start of the frame; the paint itself is on the
// compositor). The wait for the display's next frame is not work and is not counted. Prints p50/p95/max.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { percentile } from '../../api/bench/percentile';
import { chromiumLaunch } from '../e2e/support/chromium';
import { repoRoot, startSite, storeAdminSession, type AdminSignIn } from './startSite';

const { values: args } = parseArgs({ options: { keys: { type: 'string', default: '200' }, pace: { type: 'string', default: '80' } } });
const KEYS = Number(args.keys);
const PACE = Number(args.pace);
const PASSWORD = 'bench-admin-password';
const IMAGES = ['diagram.png', 'events-ui.png'].map((name) => path.join(repoRoot, 'api/test/fixtures/third_party/frigate-docs/static/img', name));

const WORDS = 'genlock timecode tracking camera lens calibration backdrop render frame latency sensor operator studio preset marker volume'.split(' ');
const sentence = (n: number) => {
  const words = Array.from({ length: 10 }, (_, i) => WORDS[(n * 7 + i * 3) % WORDS.length]!);
  return `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
};
/** 100 sections of 5 sentences (50 words each, 5,000 in all); a table after every fifth section, two images after every fifth. */
function articleHtml(images: readonly string[]): string {
  const parts: string[] = [];
  for (let section = 0; section < 100; section += 1) {
    parts.push(`<h2>Section ${section + 1}</h2>`, `<p>${Array.from({ length: 5 }, (_, i) => sentence(section * 5 + i)).join(' ')}</p>`);
    if (section % 5 === 4) {
      const rows = Array.from(
        { length: 4 },
        (_, r) =>
          `<tr>${Array.from({ length: 4 }, (_, c) => `<td>${r === 0 ? `<strong>Head ${c}</strong>` : c === 1 ? `<code>fps=${r}</code>` : c === 2 ? `<a href="https://example.com/${r}">link ${r}</a>` : `cell ${r}.${c}`}</td>`).join('')}</tr>`,
      );
      parts.push(`<table><tbody>${rows.join('')}</tbody></table>`);
    }
    if (section % 5 === 2) for (const [i, src] of images.entries()) parts.push(`<p><img src="${src}" alt="Screenshot ${section}.${i}"></p>`);
  }
  return parts.join('\n');
}

const site = await startSite();
const browser = await chromium.launch(chromiumLaunch);
try {
  const login = await fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ adminName: 'Bench Writer', password: PASSWORD }),
  });
  const session = (await login.json()) as AdminSignIn;
  const headers = { Authorization: `Bearer ${session.sessionToken}`, 'Content-Type': 'application/json' };
  const json = async <T>(response: Promise<Response>): Promise<T> => {
    const answer = await response;
    if (!answer.ok) throw new Error(`${answer.url}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  const images: string[] = [];
  for (const file of IMAGES) {
    const uploaded = await json<{ url: string }>(
      fetch(`${site.url}/api/admin/media?name=${path.basename(file)}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'image/png' },
        body: readFileSync(file),
      }),
    );
    images.push(uploaded.url);
  }
  const category = (await json<{ categories: { id: string }[] }>(fetch(`${site.url}/api/admin/tree`, { headers }))).categories[0]!.id;
  const article = await json<{ id: string }>(
    fetch(`${site.url}/api/admin/articles`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Editor bench', slug: 'editor-bench', categoryId: category }),
    }),
  );
  const html = articleHtml(images);
  await json(fetch(`${site.url}/api/admin/save-revision`, { method: 'POST', headers, body: JSON.stringify({ articleId: article.id, content: html }) }));
  console.log(
    `article: ${
      html
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length
    } words, ${html.match(/<table/g)!.length} tables, ${html.match(/<img/g)!.length} images; ${KEYS} keys, one every ${PACE} ms`,
  );

  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } });
    await storeAdminSession(context, session);
    const page = await context.newPage();
    await page.goto(`${site.url}/admin/articles/${article.id}`);
    const editor = page.getByLabel('Article content');
    await editor.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // The caret at the end of the middle section's text.
    await editor
      .getByText(sentence(50 * 5 + 4))
      .first()
      .click();
    await page.keyboard.press('End');
    await page.evaluate(() => {
      const costs: { script: number; layout: number }[] = [];
      (window as unknown as { keyCosts: typeof costs }).keyCosts = costs;
      window.addEventListener(
        'keydown',
        (event) => {
          const pressed = event.timeStamp;
          setTimeout(() => {
            const handled = performance.now();
            requestAnimationFrame(() => {
              const frame = performance.now();
              void document.body.getBoundingClientRect();
              costs.push({ script: handled - pressed, layout: performance.now() - frame });
            });
          }, 0);
        },
        { capture: true },
      );
    });
    const cdp = await context.newCDPSession(page);
    const text = 'the quick brown fox jumps over the lazy dog ';
    for (let i = 0; i < KEYS; i += 1) {
      const letter = text[i % text.length]!;
      const code = letter === ' ' ? 'Space' : `Key${letter.toUpperCase()}`;
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: letter, code, text: letter, windowsVirtualKeyCode: letter.toUpperCase().charCodeAt(0) });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: letter, code, windowsVirtualKeyCode: letter.toUpperCase().charCodeAt(0) });
      await new Promise((resolve) => setTimeout(resolve, PACE));
    }
    await page.waitForFunction((n) => (window as unknown as { keyCosts: unknown[] }).keyCosts.length >= n, KEYS);
    const parts = await page.evaluate(() => (window as unknown as { keyCosts: { script: number; layout: number }[] }).keyCosts);
    const costs = parts.map((part) => part.script + part.layout);
    const typed = await editor.getByText('the quick brown fox', { exact: false }).count();
    if (typed === 0) throw new Error('the typed text is not in the editor');
    const figures = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`;
    console.log(`${String(width).padStart(4)} px  keystroke to paint (main-thread work)  n=${costs.length}  ${figures(costs)}`);
    console.log(
      `         of which the key's handlers and render  ${figures(parts.map((part) => part.script))};  style and layout  ${figures(parts.map((part) => part.layout))}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
