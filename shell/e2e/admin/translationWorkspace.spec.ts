import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_NAMES } from '@kb/contracts';
import { expect, test } from '../support/test';
import { AdminApi } from '../support/adminApi';
import { storeNewSession } from './adminSession';
import { WIDTHS_AND_SCHEMES } from '../support/screens';

/** Issue 44 item 5: the translation workspace side by side, the visual editor starting from a copy of the source. */
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/screenshots/translations');
// An article no other spec translates; nothing here is published, so readers never see it.
const SLUG = 'chroma-keying-fundamentals';
// Each attempt translates into its own language: a retry would find the first attempt's translation, not a copy of the source.
const LANGUAGES = ['es', 'fr'] as const;

test.describe.configure({ mode: 'serial' });

for (const [width, scheme] of WIDTHS_AND_SCHEMES) {
  test(`the source rendered beside a visual editor holding its copy, at ${width} px, ${scheme}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    const session = await storeNewSession(page, 'Tomas Translator');
    const { id } = await new AdminApi(page.request, session.sessionToken).liveArticle(SLUG);
    const language = LANGUAGES[test.info().retry]!;
    await page.goto(`/admin/translations/${language}/${id}`);

    const source = page.getByRole('region', { name: 'Source (English)' });
    // Rendered as readers get it: headings, a list, a link and the image, not a text dump.
    await expect(source.getByRole('heading', { name: 'How the Keyer Works' })).toBeVisible();
    await expect(source.getByRole('link', { name: 'Spill Suppression and Edge Refinement' })).toBeVisible();
    await expect(source.getByRole('img', { name: /Keyer processing order/ })).toBeAttached();
    const editor = page.getByRole('textbox', { name: 'Translation' });
    await expect(editor).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const [sourceBox, editorBox] = [
      await source.boundingBox(),
      await page.getByRole('region', { name: `Translation (${LANGUAGE_NAMES[language]})` }).boundingBox(),
    ];
    // Side by side on a laptop; stacked, source first, on a phone.
    if (width === 1280) expect(editorBox!.x).toBeGreaterThan(sourceBox!.x + sourceBox!.width - 1);
    else expect(editorBox!.y).toBeGreaterThan(sourceBox!.y + sourceBox!.height - 1);

    if (width === 1280 && scheme === 'light') {
      // The first translation starts from a copy of the source: its structure kept, its words to translate.
      await expect(page.getByText('A copy of the source: translate its words')).toBeVisible();
      await expect(editor.locator('h2', { hasText: 'How the Keyer Works' })).toBeVisible();
      await expect(editor.locator('li')).toHaveCount(await source.locator('li').count());
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Chroma Keying Fundamentals');
      await page.getByLabel('Title', { exact: true }).fill('Fundamentos del chroma key');
      // The image above the heading loads first: arriving later, it would move the heading from under the click.
      await expect(editor.locator('img').first()).toHaveJSProperty('complete', true);
      await editor.locator('h2', { hasText: 'How the Keyer Works' }).click();
      await page.keyboard.press('End');
      await page.keyboard.press('Shift+Home');
      await page.keyboard.type('Cómo funciona el keyer');
      await expect(editor.locator('h2', { hasText: 'Cómo funciona el keyer' })).toBeVisible();
      await page.getByRole('button', { name: 'Save translation' }).click();
      await expect(page.getByText('Translation saved')).toBeVisible();
      // Reopened, the editor holds the saved revision, links and list kept.
      await page.reload();
      await expect(editor.locator('h2', { hasText: 'Cómo funciona el keyer' })).toBeVisible();
      await expect(editor.locator('h2', { hasText: 'How the Keyer Works' })).toHaveCount(0);
      await expect(editor.getByText('Spill Suppression and Edge Refinement')).toBeVisible();
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Fundamentos del chroma key');
      await expect(page.getByText(/Newest revision by Tomas Translator, not published/)).toBeVisible();
    }
    await page.screenshot({ path: path.join(OUT, `workspace-${width}-${scheme}.png`), fullPage: false });
    await context.close();
  });
}
