import path from 'node:path';
import { expect, test } from '../support/test';
import { signInWithForm } from '../admin/adminSession';
import { repoRoot } from '../support/buildRemote';
import { cspViolations } from '../support/cspViolations';
import { appTookOver } from '../support/takeover';
import { randomPort, startOwnSite, type OwnSite } from '../support/ownSite';
import { startStaticServer, type StaticServer } from '../support/staticServer';

/**
 * The site server's Content-Security-Policy with both remotes on origins of their own (as configured
 * with REMOTE_*_URL): their scripts are allowed, nothing else is, and no page reports a violation,
 * including the signed-in admin dashboard.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let publicKb: StaticServer;
let admin: StaticServer;
let site: OwnSite;
let siteUrl: string;

test.beforeAll(async () => {
  publicKb = await startStaticServer(path.join(repoRoot, 'public-kb/dist'));
  admin = await startStaticServer(path.join(repoRoot, 'admin-console/dist'));
  site = await startOwnSite(
    randomPort(),
    { REMOTE_PUBLIC_KB_URL: `${publicKb.url}/remoteEntry.js`, REMOTE_ADMIN_CONSOLE_URL: `${admin.url}/remoteEntry.js` },
    '127.0.0.1',
  );
  siteUrl = site.url;
});

test.afterAll(async () => {
  await site?.stop();
  await Promise.all([publicKb?.stop(), admin?.stop()]);
});

test('remotes on their own origins run under the CSP, public pages and the signed-in admin alike', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: siteUrl });
  const page = await context.newPage();
  const violations = cspViolations(page);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });

  await test.step('the policy names the remote origins and nothing looser', async () => {
    const csp = (await page.goto('/'))?.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc.split(' ')).toEqual(expect.arrayContaining(["'self'", publicKb.url, admin.url]));
    expect(scriptSrc).not.toMatch(/unsafe-eval|unsafe-inline|\*/);
  });

  await test.step('home and an article render from the public remote', async () => {
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await page.goto('/article/lens-calibration-basics');
    await expect(page.getByRole('navigation', { name: 'In This Article' })).toBeVisible();
    // The server's HTML shows the article before any script runs; the remote's scripts have run once the app took over.
    await appTookOver(page);
    expect(scripts.some((url) => url.startsWith(`${publicKb.url}/`))).toBe(true);
  });

  await test.step('the admin remote signs in and shows the dashboard', async () => {
    await signInWithForm(page, 'Csp Tester');
    await expect(page.getByText('Signed in as')).toBeVisible();
    await expect(page.getByText('Select an article or saved concept to begin editing')).toBeVisible();
    expect(scripts.some((url) => url.startsWith(`${admin.url}/`))).toBe(true);
  });

  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
  await context.close();
});
