import { expect, test } from '../support/test';
import { IMAGE_ALT, publishOwnArticle, type OwnArticle } from '../support/ownArticle';
import { ImageViewer } from './visitorPages';

let article: OwnArticle;
test.beforeAll(async ({ playwright }, testInfo) => {
  article = await publishOwnArticle({ playwright }, testInfo);
});
test.afterAll(() => article?.remove());

test('open an article image and zoom it with the keyboard', async ({ page }) => {
  await page.goto(`/article/${article.slug}`);
  const image = page.getByRole('button', { name: `Open image: ${IMAGE_ALT}` });
  const viewer = new ImageViewer(page);

  await test.step('open with Enter', async () => {
    await image.focus();
    await page.keyboard.press('Enter');
    await expect(viewer.dialog).toBeVisible();
    await expect(viewer.dialog.getByText('Loading high resolution...')).toBeHidden();
    await expect(viewer.level).toHaveText('100%');
  });

  await test.step('zoom with + = - _ and 0', async () => {
    await page.keyboard.press('+');
    await expect(viewer.level).toHaveText('125%');
    await page.keyboard.press('=');
    await expect(viewer.level).toHaveText('156%');
    await page.keyboard.press('-');
    await expect(viewer.level).toHaveText('125%');
    await page.keyboard.press('_');
    await expect(viewer.level).toHaveText('100%');
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('+');
    await expect(viewer.level).toHaveText('500%');
    await page.keyboard.press('0');
    await expect(viewer.level).toHaveText('100%');
  });

  await test.step('buttons and double-click', async () => {
    await viewer.dialog.getByRole('button', { name: 'Zoom out' }).click();
    await expect(viewer.level).toHaveText('80%');
    await viewer.dialog.getByTestId('zoom-stage').dblclick();
    await expect(viewer.level).toHaveText('200%');
  });

  await test.step('Escape closes and gives focus back to the image', async () => {
    await page.keyboard.press('Escape');
    await expect(viewer.dialog).toBeHidden();
    await expect(image).toBeFocused();
  });
});
