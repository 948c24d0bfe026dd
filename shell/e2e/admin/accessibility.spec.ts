import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { storeNewSession } from './adminSession';
import { EditorPage } from './editorPage';

test.use({ viewport: { width: 1024, height: 768 } });

async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return found.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme at 1024 px`, () => {
    test.use({ colorScheme });

    test('the login page has no WCAG 2 A/AA violations', async ({ page }) => {
      await page.goto('/admin/login');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the dashboard, also with an article in the visual editor, has no WCAG 2 A/AA violations', async ({ page }) => {
      await storeNewSession(page, 'Axel Access');
      await page.goto('/admin');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await expect(page.getByRole('button', { name: /^Live_Articles \(\d+\)$/ })).toBeVisible();
      await expect(page.getByText(/^Saved URLs \(\d+\)$/)).toBeVisible();
      expect(await violations(page)).toEqual([]);
      const editor = new EditorPage(page);
      await editor.openArticle(['Getting Started', 'First Project'], 'Creating Your First Project');
      await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      // Usable at 1024 px: nothing is cut off sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1024);
    });
  });
}

test('signs in with the keyboard only', async ({ page }) => {
  await page.goto('/admin/login');
  const question = (await page.getByText(/^What is \d+ \+ \d+\?$/).textContent()) ?? '';
  const [, a, b] = /(\d+) \+ (\d+)/.exec(question) ?? [];
  const focused = page.locator(':focus');

  await page.keyboard.press('Tab');
  await expect(focused).toHaveAttribute('placeholder', 'Your Full Name');
  await page.keyboard.type('Kim Keys');
  await page.keyboard.press('Tab');
  await expect(focused).toHaveAttribute('placeholder', 'Admin Password');
  await page.keyboard.type(ADMIN_PASSWORD);
  await page.keyboard.press('Tab');
  await expect(focused).toHaveAccessibleName('Show password');
  await page.keyboard.press('Tab');
  await expect(focused).toHaveAccessibleName(question);
  await page.keyboard.type(String(Number(a) + Number(b)));
  await page.keyboard.press('Tab');
  await expect(focused).toHaveAccessibleName('Generate new question');
  await page.keyboard.press('Tab');
  await expect(focused).toHaveAccessibleName('Sign In');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Signed in as')).toContainText('Kim Keys');
});
