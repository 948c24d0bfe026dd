import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { startSite, type RunningSite } from '../../bench/startSite';
import { startStaticServer, type StaticServer } from '../support/staticServer';

const adminDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../admin-console/dist');

let adminServer: StaticServer;
let site: RunningSite;

// The admin remote deployed on its own server; the site is configured (at run time) to load it from there.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  adminServer = await startStaticServer(adminDist);
  site = await startSite({ REMOTE_ADMIN_CONSOLE_URL: `${adminServer.url}/remoteEntry.js` });
  // Until its content is loaded the site answers "starting up" (a CI run under load reached /admin/login first).
  await site.searchReady();
});
test.afterAll(async () => {
  await adminServer.stop().catch(() => {});
  await site?.stop();
});

test('with the admin remote server stopped, public pages work and /admin/login offers Retry', async ({ page }) => {
  test.setTimeout(60_000);
  await test.step('the admin remote loads from its own server', async () => {
    await page.goto(`${site.url}/admin/login`);
    await expect(page.getByPlaceholder('Your Full Name')).toBeVisible();
  });

  await adminServer.stop();

  await test.step('public pages keep working', async () => {
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  });

  await test.step('the admin route shows the error panel', async () => {
    await page.goto(`${site.url}/admin/login`);
    const panel = page.getByRole('alert');
    await expect(panel).toContainText('This part of the site is unavailable');
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  await test.step('Retry loads it once the server is back', async () => {
    await adminServer.start();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByPlaceholder('Your Full Name')).toBeVisible();
  });
});
