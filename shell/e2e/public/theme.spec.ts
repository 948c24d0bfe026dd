import { expect, test } from '../support/test';

test('switch the theme, and it survives a reload without a flash', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: /^Theme/ });
  await expect(toggle).toHaveAccessibleName('Theme: System (light)');
  await expect(html).toHaveAttribute('data-theme', 'light');

  await test.step('system → dark (the first click shows) → light → system → dark', async () => {
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Theme: Dark');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Theme: Light');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Theme: System (light)');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Theme: Dark');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 20, 26)');
  });

  await test.step('reload keeps dark, set before the first paint', async () => {
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as unknown as { themeAtParse: string }).themeAtParse = document.documentElement.dataset.theme ?? '';
      });
    });
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => (window as unknown as { themeAtParse: string }).themeAtParse)).toBe('dark');
    await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  });

  await test.step('system follows the device', async () => {
    await page.getByRole('button', { name: /^Theme/ }).click();
    await page.getByRole('button', { name: /^Theme/ }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });
});
