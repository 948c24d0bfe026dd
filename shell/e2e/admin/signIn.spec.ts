import { expect, test } from '../support/test';
import { apiSignIn, answerSecurityCheck, signInWithForm, storeSession, submitSignInForm } from './adminSession';

test.describe('admin sign-in and session', () => {
  test('signs in through the form, shows the dashboard, and signs out', async ({ page }) => {
    await test.step('sign in', async () => {
      await signInWithForm(page, 'Erin Editor');
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByText('Signed in as')).toContainText('Erin Editor');
      await expect(page.getByRole('timer', { name: 'Session time remaining' })).toHaveText(/^\d\d:\d\d$/);
      await expect(page.getByRole('heading', { name: 'Article Editor' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Content Gap Analysis', exact: true })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeTruthy();
    });
    await test.step('sign out', async () => {
      const token = await page.evaluate(() => localStorage.getItem('admin_token'));
      // The console signs out at once and tells the server in the background; wait for that call.
      const revoked = page.waitForResponse((response) => response.url().endsWith('/api/admin/logout'));
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      expect((await revoked).status()).toBe(200);
      expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
      const after = await page.request.get('/api/admin/reference-urls', { headers: { Authorization: `Bearer ${token}` } });
      expect(after.status()).toBe(401);
    });
    await test.step('the dashboard now sends the visitor to sign in', async () => {
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/admin\/login$/);
    });
  });

  test('a wrong password says Login failed; Sign In waits for a verified check', async ({ page }) => {
    await page.goto('/admin/login');
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    await page.getByPlaceholder('Your Full Name').fill('Wrong Pass');
    await page.getByPlaceholder('Admin Password').fill('not-the-password');
    await expect(signIn).toBeDisabled();
    const check = page.getByRole('group', { name: 'Security Check' });
    const answer = check.getByLabel(/^What is/);
    // The light theme's border, danger (red) and success (green) colours.
    await expect(answer).toHaveAttribute('data-state', 'empty');
    await expect(answer).toHaveCSS('border-top-color', 'rgb(216, 222, 230)');
    await answer.fill('99');
    await expect(answer).toHaveAttribute('data-state', 'wrong');
    await expect(answer).toHaveCSS('border-top-color', 'rgb(180, 35, 24)');
    await expect(answer).toHaveAttribute('aria-invalid', 'true');
    await expect(signIn).toBeDisabled();
    await answerSecurityCheck(page);
    await expect(answer).toHaveAttribute('data-state', 'correct');
    await expect(answer).toHaveCSS('border-top-color', 'rgb(29, 122, 58)');
    await signIn.click();
    const alert = page.getByRole('alert');
    await expect(alert.getByText('Login failed', { exact: true })).toBeVisible();
    await expect(alert.getByText('Login failed. Please check your credentials.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('Back to Knowledge Base goes home', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Back to Knowledge Base' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  });

  test('a link into the console opened signed out asks to sign in, then comes back to it', async ({ page }) => {
    await page.goto('/admin/gaps');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await submitSignInForm(page, 'Dana Deeplink');
    await expect(page).toHaveURL(/\/admin\/gaps$/);
    await expect(page.getByRole('heading', { name: 'Content Gap Analysis', exact: true })).toBeVisible();
    await expect(page.getByText('Signed in as')).toContainText('Dana Deeplink');
  });

  test('when the session time runs out the dashboard says Expired and signs out', async ({ page }) => {
    const session = await apiSignIn(page.request, 'Short Session');
    await storeSession(page, session, new Date(Date.now() + 4_000).toISOString());
    await page.goto('/admin');
    const timer = page.getByRole('timer', { name: 'Session time remaining' });
    await expect(timer).toHaveText(/^00:0[0-4]$/);
    await expect(timer).toHaveText('Expired', { timeout: 10_000 });
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_expires_at'))).toBeNull();
  });

  test('a session the server no longer knows (401) signs out', async ({ page }) => {
    await storeSession(page, { sessionToken: 'revoked-token', adminName: 'Ghost', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  });
});
