import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '../support/test';
import { appTookOver } from '../support/takeover';
import { type AdminSession, apiSignIn, personSession, personSignIn, storeSession } from './adminSession';
import { EditorPage, newArticle } from './editorPage';

/** Issue 42, item 7: the working text is autosaved on the server while a person types, and offered back in another browser. */
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/screenshots/admin');
const WIDTHS = [1280, 390] as const;
const TEXT = 'Written on the laptop, before the train.';

/** A browser of its own (a new context: its own storage) at `width`, signed in with `session`. */
async function browserAt(browser: Browser, width: number, session: AdminSession, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, colorScheme });
  const page = await context.newPage();
  await storeSession(page, session);
  return page;
}

const isAutosave = (id: string, method: string) => (url: string, requestMethod: string) =>
  url.endsWith(`/api/admin/articles/${id}/autosave`) && requestMethod === method;

/** Opens the article and waits until the editor has read the person's autosave of it. */
async function open(page: Page, id: string): Promise<EditorPage> {
  const read = page.waitForResponse((response) => isAutosave(id, 'GET')(response.url(), response.request().method()));
  await page.goto(`/admin/articles/${id}`);
  await appTookOver(page);
  expect((await read).status()).toBe(200);
  const editor = new EditorPage(page);
  await expect(editor.visual).toBeVisible();
  return editor;
}

const offerIn = (page: Page) => page.getByRole('status').filter({ hasText: 'was saved automatically' });

for (const width of WIDTHS) {
  test(`at ${width} px: typed in one browser, "Restore unsaved text" in another; Save makes the revision and the offer is gone`, async ({ browser, page }) => {
    // Three browsers and a wait of up to 5 s for the autosave: 25 s alone, 50 s beside another spec on a loaded machine.
    test.setTimeout(90_000);
    const owner = await apiSignIn(page.request, 'Autosave Owner');
    const tag = `autosave-${width}`;
    const person = await personSession(page.request, owner.sessionToken, 'editor', tag);
    const id = await newArticle(page, owner, tag, `Autosave ${width}`);

    const laptop = await browserAt(browser, width, person);
    await test.step('browser A: the person types; the text reaches the server within 5 s, in at most two calls', async () => {
      const editor = await open(laptop, id);
      const calls: string[] = [];
      laptop.on('request', (request) => {
        if (isAutosave(id, 'POST')(request.url(), request.method())) calls.push(request.postData() ?? '');
      });
      const autosaved = laptop.waitForResponse(
        (response) => isAutosave(id, 'POST')(response.url(), response.request().method()) && (response.request().postData() ?? '').includes(TEXT),
      );
      await editor.visual.click();
      await laptop.keyboard.type(TEXT);
      const typed = Date.now();
      expect((await autosaved).status()).toBe(200);
      expect(Date.now() - typed).toBeLessThan(6_000);
      // At once, then once when 5 s have passed: not one call per keystroke.
      expect(calls.length).toBeLessThanOrEqual(2);
      await expect(laptop.getByText('Unsaved changes')).toBeVisible();
    });

    const phone = await browserAt(browser, width, await personSignIn(page.request, 'editor', tag));
    await test.step('browser B, the same person: "Restore unsaved text" brings the text back', async () => {
      const editor = await open(phone, id);
      await expect(offerIn(phone)).toContainText(/Unsaved text from .+ was saved automatically\./);
      await expect(editor.visual).not.toContainText(TEXT);
      await phone.getByRole('button', { name: 'Restore unsaved text' }).click();
      await expect(editor.visual).toContainText(TEXT);
      await expect(offerIn(phone)).toHaveCount(0);
      await expect(phone.getByText('Unsaved changes')).toBeVisible();
    });

    await test.step('Save makes the revision; the offer is gone, in B and in a third browser', async () => {
      const editor = new EditorPage(phone);
      await editor.save();
      await expect(editor.history.getByRole('listitem')).toHaveCount(1);
      await expect(editor.history).toContainText('editor autosave');
      for (const browserC of [phone, await browserAt(browser, width, await personSignIn(page.request, 'editor', tag))]) {
        const reopened = await open(browserC, id);
        await expect(reopened.visual).toContainText(TEXT);
        await expect(browserC.getByRole('button', { name: 'Restore unsaved text' })).toHaveCount(0);
      }
    });
  });

  test(`screenshots: the offer at ${width} px, light and dark`, async ({ browser, page }) => {
    test.setTimeout(60_000);
    const owner = await apiSignIn(page.request, 'Autosave Shooter');
    const id = await newArticle(page, owner, `autosave-shot-${width}`, `Autosave offer ${width}`);
    const autosaved = await page.request.post(`/api/admin/articles/${id}/autosave`, {
      headers: { Authorization: `Bearer ${owner.sessionToken}` },
      data: { text: '<p>Restart the tracker after every firmware update.</p>', baseRevisionId: null },
    });
    expect(autosaved.status()).toBe(200);
    for (const scheme of ['light', 'dark'] as const) {
      const shot = await browserAt(browser, width, owner, scheme);
      await open(shot, id);
      const offer = offerIn(shot);
      await expect(offer).toBeVisible();
      await expect(shot.locator('html')).toHaveAttribute('data-theme', scheme);
      // The offer's text and both buttons inside the window: nothing scrolls sideways.
      for (const part of [offer, offer.getByRole('button', { name: 'Restore unsaved text' }), offer.getByRole('button', { name: 'Discard' })]) {
        const box = (await part.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      expect(await shot.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await offer.scrollIntoViewIfNeeded();
      await shot.screenshot({ path: path.join(OUT, `autosave-offer-${width}-${scheme}.png`) });
      await shot.context().close();
    }
  });
}
