import { expect, type Page } from '@playwright/test';

/** Collects every sign that script ran or was stopped: dialogs, page errors, console errors, CSP script violations. */
export function watch(page: Page): string[] {
  const events: string[] = [];
  page.on('dialog', (dialog) => {
    events.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => events.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Broken images and unreachable video hosts are expected from the vectors; anything else is not.
    if (message.type() === 'error' && !/^Failed to load resource/.test(message.text())) events.push(`console: ${message.text()}`);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.effectiveDirective.startsWith('script-src')) console.error(`CSP blocked a script: ${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return events;
}

/** Markup in the live DOM that could run script: handlers, script URLs, srcdoc frames, injected scripts. */
function activeMarkup(): string[] {
  const found: string[] = [];
  const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'background', 'poster']);
  for (const element of document.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    // JSON data blocks (initial data, JSON-LD) hold the article as inert text; any other script must not.
    const dataBlock = /json/i.test(element.getAttribute('type') ?? '');
    if (tag === 'script' && !dataBlock && element.textContent?.includes('__xss')) found.push(`script holding a vector: ${element.outerHTML.slice(0, 80)}`);
    if (tag === 'iframe' && element.hasAttribute('srcdoc')) found.push('iframe with srcdoc');
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
      else if (urlAttributes.has(name.toLowerCase()) && /^\s*(javascript|vbscript|data:text\/html)|__xss/i.test(value))
        found.push(`${tag}[${name}=${value.slice(0, 40)}]`);
    }
  }
  return found;
}

export async function expectNothingRan(page: Page, events: string[], where: string): Promise<void> {
  // Loads the vectors start (images, frames) settle first; a page whose network never goes quiet within 15 s (a
  // connection left open on a loaded machine) is checked all the same, after the same grace period.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(500); // handlers of failed loads and toggles fire late
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null), `${where}: window.__xss`).toBeNull();
  expect(await page.evaluate(activeMarkup), `${where}: active markup`).toEqual([]);
  expect(events, `${where}: dialogs, errors, blocked scripts`).toEqual([]);
}
