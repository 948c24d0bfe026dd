import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { answerSecurityCheck } from '../admin/adminSession';
import { ADMIN_PASSWORD } from '../playwright.config';
import { buildPublicKb, repoRoot } from '../support/buildRemote';
import { startStaticServer, type StaticServer } from '../support/staticServer';

/**
 * The three front ends on three origins and the API on a fourth, as separate deployments. Only
 * public-kb is rebuilt and redeployed; the shell and the admin remote are left untouched. The shell's
 * host passes /media/ on to the API, as a CDN path rule would (docs/deployment.md).
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let tmp: string;
let shell: StaticServer;
let publicKb: StaticServer;
let admin: StaticServer;
let api: ChildProcess;
let apiUrl: string;
/** The site server (pages rendered on the server) with its public-kb on the remote's own origin. */
let site: ChildProcess;
let siteUrl: string;

async function waitForHealth(url: string): Promise<void> {
  // Up to 60 s: a fresh embedded database and the seed take about 30 s on a busy machine.
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('API did not start');
}

/**
 * Starts the site server (on a port of its own) with public-kb on the remote's origin, running its server build
 * when it has the SHA-384 `pin` (without one, the one beside the repository's build, the build first deployed).
 */
async function startSiteServer(pin?: string): Promise<void> {
  const sitePort = 20_000 + Math.floor(Math.random() * 20_000);
  siteUrl = `http://127.0.0.1:${sitePort}`;
  site = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'shell/server/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'site-data'),
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: siteUrl,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      REMOTE_PUBLIC_KB_URL: `${publicKb.url}/remoteEntry.js`,
      ...(pin ? { REMOTE_PUBLIC_KB_SERVER_SHA384: pin } : {}),
    },
    stdio: 'ignore',
  });
  await waitForHealth(siteUrl);
}

function deploy(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}

test.beforeAll(async () => {
  // Two servers start on fresh databases (the API, and the site server with its own).
  test.setTimeout(180_000);
  tmp = mkdtempSync(path.join(os.tmpdir(), 'kb-deploy-'));
  deploy(path.join(repoRoot, 'shell/dist'), path.join(tmp, 'shell'));
  deploy(path.join(repoRoot, 'public-kb/dist'), path.join(tmp, 'public-kb'));
  deploy(path.join(repoRoot, 'admin-console/dist'), path.join(tmp, 'admin-console'));
  const apiPort = 20_000 + Math.floor(Math.random() * 20_000);
  apiUrl = `http://127.0.0.1:${apiPort}`;
  shell = await startStaticServer(path.join(tmp, 'shell'), { spaFallback: true, forward: [{ prefix: '/media/', to: apiUrl }] });
  publicKb = await startStaticServer(path.join(tmp, 'public-kb'));
  admin = await startStaticServer(path.join(tmp, 'admin-console'));
  api = spawn(process.execPath, [path.join(repoRoot, 'api/dist/main.mjs')], {
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'data'),
      CORS_ORIGINS: shell.url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ADMIN_PASSWORD,
    },
    stdio: 'ignore',
  });
  writeFileSync(
    path.join(tmp, 'shell', 'remotes.json'),
    JSON.stringify({
      remotes: { public_kb: `${publicKb.url}/remoteEntry.js`, admin_console: `${admin.url}/remoteEntry.js` },
      apiBaseUrl: apiUrl,
    }),
  );
  await waitForHealth(apiUrl);
  await startSiteServer();
});

test.afterAll(async () => {
  api?.kill('SIGTERM');
  site?.kill('SIGTERM');
  await Promise.all([shell?.stop(), publicKb?.stop(), admin?.stop()]);
  rmSync(tmp, { recursive: true, force: true });
});

test('a redeployed public-kb shows its change on reload; the shell and admin console are untouched', async ({ page }) => {
  await test.step('the site works across four origins', async () => {
    await page.goto(`${shell.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await expect(
      page
        .getByRole('navigation')
        .getByText(/Getting Started/)
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId('release-banner')).toHaveCount(0);
  });

  await test.step('only public-kb is rebuilt and redeployed', async () => {
    await buildPublicKb({ outputPath: path.join(tmp, 'public-kb-next'), releaseLabel: 'Release 2 of the public knowledge base' });
    deploy(path.join(tmp, 'public-kb-next'), path.join(tmp, 'public-kb'));
  });

  await test.step('the change appears on reload', async () => {
    await page.reload();
    await expect(page.getByTestId('release-banner')).toHaveText('Release 2 of the public knowledge base');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  });

  await test.step('an article shows its image, which comes from the API', async () => {
    const image = page.waitForResponse((response) => response.url().startsWith(`${shell.url}/media/`));
    await page.goto(`${shell.url}/article/your-first-composite-keying-basics`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your First Composite: Keying Basics' })).toBeVisible();
    const img = page.locator('img[src^="/media/"]').first();
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    const answer = await image;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/svg+xml');
    expect(answer.headers()['x-request-id'], 'answered by the API').toBeTruthy();
  });

  await test.step('the admin console still works: signing in calls the API on its own origin', async () => {
    await page.goto(`${shell.url}/admin/login`);
    await page.getByPlaceholder('Your Full Name').fill('Dana Deployer');
    await page.getByPlaceholder('Admin Password').fill(ADMIN_PASSWORD);
    await answerSecurityCheck(page);
    const login = page.waitForResponse((response) => response.url() === `${apiUrl}/api/admin/login`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    expect((await login).status()).toBe(200);
    await expect(page).toHaveURL(`${shell.url}/admin`);
    await expect(page.getByText('Signed in as')).toContainText('Dana Deployer');
    await expect(page.getByRole('heading', { name: 'Article Editor' })).toBeVisible();
  });
});

test('the site server renders pages with the server build of the public-kb it serves once given its SHA-384', async ({ page }) => {
  const homeHtml = async () => (await fetch(`${siteUrl}/`)).text();
  await test.step('the redeployed server build is not run without its SHA-384: pages keep the build before', async () => {
    // The redeploy of the test above: the server looks at the remote's server build every 5 s.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const html = await homeHtml();
    expect(html).toMatch(/<h1[^>]*>Welcome to the Skyframe Studio Knowledge Base<\/h1>/);
    expect(html).not.toContain('Release 2 of the public knowledge base');
  });
  await test.step('restarted with the SHA-384 the build wrote, the page comes from the server with the redeployed release in it', async () => {
    const stopped = new Promise((resolve) => site.once('exit', resolve));
    site.kill('SIGTERM');
    await stopped;
    await startSiteServer(readFileSync(path.join(tmp, 'public-kb', 'server', 'remoteEntry.js.sha384'), 'utf8').trim());
    await expect.poll(homeHtml, { timeout: 20_000 }).toContain('Release 2 of the public knowledge base');
    expect(await homeHtml()).toMatch(/<h1[^>]*>Welcome to the Skyframe Studio Knowledge Base<\/h1>/);
  });
  await test.step('the browser hydrates it without a mismatch', async () => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto(`${siteUrl}/`);
    await expect(page.getByTestId('release-banner')).toHaveText('Release 2 of the public knowledge base');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});

test('a remote built against an incompatible shared range shows a clear message, not a blank page', async ({ page }) => {
  await buildPublicKb({ outputPath: path.join(tmp, 'public-kb-react19'), requireShared: { react: '^19.0.0' } });
  deploy(path.join(tmp, 'public-kb-react19'), path.join(tmp, 'public-kb'));
  await page.goto(`${shell.url}/`);
  const panel = page.getByRole('alert');
  await expect(panel).toContainText('This part of the site is unavailable');
  await expect(panel).toContainText('was built for react ^19.0.0, but the site provides react 18.3.1');
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
});
