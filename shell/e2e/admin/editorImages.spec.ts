import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '../support/test';
import type { AdminSession } from './adminSession';
import { cursorAtEnd, EDITOR_WIDTHS, handImage, htmlOf, inViewAndOnTop, attemptSlug, newArticle, openWith, signedInAt, type EditorPage } from './editorPage';

/** Issue 42, item 6: an image's size (Small, Medium, Full), its caption and its alt text, chosen after it is in. */
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/screenshots/admin');
/** The widest a Small and a Medium image are drawn (imageWidth in @kb/ui tokens: 16rem and 28rem). */
const SMALL_PX = 256;
const MEDIUM_PX = 448;

/** A 1200×600 PNG drawn in the page (a photo-sized image, wider than every size), as base64. */
const photo = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 600;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2d6cdf';
    context.fillRect(0, 0, 1200, 600);
    context.fillStyle = '#f1c40f';
    context.fillRect(100, 100, 400, 400);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });

const renderedWidth = (image: Locator) => image.evaluate((img) => img.getBoundingClientRect().width);

/** Puts an image on the empty line after "Rack setup": uploaded with "Upload image", or pasted. */
async function putImage(page: Page, editor: EditorPage, how: 'upload' | 'paste') {
  await cursorAtEnd(page, editor, 'Rack setup');
  await page.keyboard.press('Enter');
  const png = await photo(page);
  if (how === 'upload') await page.getByTestId('image-file').setInputFiles({ name: 'rack.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  else await handImage(editor.visual, 'paste', 'rack.png', png);
  const prompt = page.getByRole('form', { name: 'Insert image' });
  await prompt.getByLabel('Alt text').fill('Rack');
  await page.keyboard.press('Enter');
  await expect(prompt).toHaveCount(0);
}

for (const width of EDITOR_WIDTHS) {
  test.describe(`at ${width} px`, () => {
    let session: AdminSession;
    test.beforeEach(async ({ page }) => {
      session = await signedInAt(page, width, 'Ines Imagewright');
    });

    test('an image is sized Small then Medium, captioned and given new alt text, and published as a figure', async ({ page }) => {
      test.setTimeout(60_000);
      const slug = `image-figure-${width}`;
      const editor = await openWith(page, await newArticle(page, session, slug, `Image figure ${width}`), '<p>Rack setup</p>\n<p>Cable it next.</p>');
      const image = editor.visual.getByRole('img', { name: 'Rack' });
      const bar = page.getByRole('form', { name: 'Image' });

      await test.step(width === 1280 ? 'Upload image on an empty line' : 'paste an image on an empty line', async () => {
        await putImage(page, editor, width === 1280 ? 'upload' : 'paste');
        await expect(image).toBeVisible();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
      });

      await test.step('click the image: its bar opens under it, inside the window, Full chosen; Tab goes into it, Escape out', async () => {
        await image.click();
        await expect(bar).toBeVisible();
        expect(await inViewAndOnTop(bar.getByRole('button', { name: 'Small' }))).toBe(true);
        expect(await inViewAndOnTop(bar.getByLabel('Caption'))).toBe(true);
        // Under the image's line, or over it when there is no room below.
        const line = image.locator('xpath=ancestor::div[@data-block="true"]');
        const [lineBox, barBox] = [await line.boundingBox(), await bar.boundingBox()];
        const gap = Math.min(Math.abs(barBox!.y - (lineBox!.y + lineBox!.height)), Math.abs(lineBox!.y - (barBox!.y + barBox!.height)));
        expect(gap).toBeLessThan(24);
        await expect(bar.getByRole('button', { name: 'Full' })).toHaveAttribute('aria-pressed', 'true');
        // From the keyboard: Tab at the image goes into its bar, Escape back to the text.
        await page.keyboard.press('Tab');
        await expect(bar.getByRole('button', { name: 'Full' })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(bar).toHaveCount(0);
        await expect(editor.visual).toBeFocused();
        await image.click();
        await expect(bar).toBeVisible();
        expect(await renderedWidth(image)).toBeGreaterThan(MEDIUM_PX - (width === 390 ? 200 : 0));
      });

      await test.step('Small, then Medium: the image is drawn at each size', async () => {
        await bar.getByRole('button', { name: 'Small' }).click();
        await expect(bar.getByRole('button', { name: 'Small' })).toHaveAttribute('aria-pressed', 'true');
        await expect.poll(() => renderedWidth(image)).toBeLessThanOrEqual(SMALL_PX);
        const small = await renderedWidth(image);
        await bar.getByRole('button', { name: 'Medium' }).click();
        await expect(bar.getByRole('button', { name: 'Medium' })).toHaveAttribute('aria-pressed', 'true');
        await expect(bar.getByRole('button', { name: 'Small' })).toHaveAttribute('aria-pressed', 'false');
        await expect.poll(() => renderedWidth(image)).toBeGreaterThan(small);
        expect(await renderedWidth(image)).toBeLessThanOrEqual(MEDIUM_PX);
      });

      await test.step('type a caption: it shows under the image', async () => {
        await bar.getByLabel('Caption').click();
        await page.keyboard.type('The rack, front view');
        await expect(editor.visual.getByText('The rack, front view')).toBeVisible();
      });

      await test.step('edit the alt text afterwards; an empty alt text is refused', async () => {
        const alt = bar.getByLabel('Alt text');
        await expect(alt).toHaveValue('Rack');
        await alt.fill('');
        await expect(bar.getByRole('alert')).toHaveText('Alt text is required: describe the image for readers who cannot see it');
        await alt.pressSequentially('Rack with the sync generator');
        await expect(bar.getByRole('alert')).toHaveCount(0);
        await page.keyboard.press('Enter');
        await expect(bar).toHaveCount(0);
        await expect(editor.visual.getByRole('img', { name: 'Rack with the sync generator' })).toBeVisible();
      });

      await test.step('typing goes on after the image: the figure keeps its line', async () => {
        await cursorAtEnd(page, editor, 'Cable it next.');
        await page.keyboard.type(' Then power.');
      });

      const html = await htmlOf(editor);
      expect(html).toMatch(
        /^<p>Rack setup<\/p>\n<figure class="kb-image kb-image-medium"><img src="\/media\/rack-[0-9a-f]{16}\.png" alt="Rack with the sync generator"\/><figcaption>The rack, front view<\/figcaption><\/figure>\n<p>Cable it next\. Then power\.<\/p>$/,
      );

      await test.step('save, publish, and read the figure on the article page', async () => {
        await editor.save();
        await editor.button('Publish').click();
        await expect(page.getByRole('status').filter({ hasText: 'Revision published' })).toBeVisible();
        await page.goto(`/articles/${attemptSlug(slug)}`);
        const figure = page.locator('article figure.kb-image');
        await expect(figure).toHaveClass('kb-image kb-image-medium');
        await expect(figure.locator('figcaption')).toHaveText('The rack, front view');
        const published = figure.locator('img');
        await expect(published).toHaveAttribute('alt', 'Rack with the sync generator');
        await expect.poll(() => published.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
        const [figureBox, imageBox, captionBox] = await Promise.all([
          figure.boundingBox(),
          published.boundingBox(),
          figure.locator('figcaption').boundingBox(),
        ]);
        expect(imageBox!.width).toBeLessThanOrEqual(MEDIUM_PX);
        // A Medium image fills its width on a laptop; on a phone it is as wide as the column, never wider than the window.
        if (width === 1280) expect(imageBox!.width).toBeGreaterThan(MEDIUM_PX - 4);
        expect(imageBox!.x + imageBox!.width).toBeLessThanOrEqual(width);
        // The caption is under the image, within the figure, centred under the image.
        expect(captionBox!.y).toBeGreaterThanOrEqual(imageBox!.y + imageBox!.height);
        expect(captionBox!.x).toBeGreaterThanOrEqual(figureBox!.x - 1);
        expect(Math.abs(captionBox!.x + captionBox!.width / 2 - (imageBox!.x + imageBox!.width / 2))).toBeLessThan(4);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      });
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`screenshot: the image bar and the published figures at ${width} px, ${theme}`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.addInitScript((value) => localStorage.setItem('skyframe-kb-theme', value), theme);
        const slug = `image-shot-${width}-${theme}`;
        const editor = await openWith(page, await newArticle(page, session, slug, `Image sizes ${width} ${theme}`), '<p>Rack setup</p>\n<p>Cable it next.</p>');
        await putImage(page, editor, 'upload');
        const image = editor.visual.getByRole('img', { name: 'Rack' });
        await image.click();
        const bar = page.getByRole('form', { name: 'Image' });
        await bar.getByRole('button', { name: 'Small' }).click();
        await bar.getByLabel('Caption').fill('The rack, front view, with the sync generator on top');
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: path.join(OUT, `editor-image-bar-${width}-${theme}.png`) });

        // The published page with each kind of figure: Small, Medium and Full with captions, and a plain image.
        await editor.toHtmlMode();
        const src = /src="([^"]+)"/.exec(await editor.htmlArea.inputValue())![1]!;
        await editor.htmlArea.fill(
          [
            '<h2>Rack setup</h2>',
            '<p>Mount the rack before cabling. The figures below show each size an image can have.</p>',
            `<figure class="kb-image kb-image-small"><img src="${src}" alt="Rack, small"><figcaption>Small: the rack, front view, with the sync generator on top</figcaption></figure>`,
            `<figure class="kb-image kb-image-medium"><img src="${src}" alt="Rack, medium"><figcaption>Medium: the rack</figcaption></figure>`,
            `<figure class="kb-image"><img src="${src}" alt="Rack, full"><figcaption>Full width: the rack</figcaption></figure>`,
            `<p><img src="${src}" alt="Rack, plain"></p>`,
            '<p>Cable it next.</p>',
          ].join('\n'),
        );
        await editor.save();
        await editor.button('Publish').click();
        await expect(page.getByRole('status').filter({ hasText: 'Revision published' })).toBeVisible();
        await page.goto(`/articles/${attemptSlug(slug)}`);
        await expect(page.locator('article figure.kb-image')).toHaveCount(3);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: path.join(OUT, `public-image-figures-${width}-${theme}.png`), fullPage: true });
      });
    }
  });
}
