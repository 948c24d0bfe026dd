import { expect, test } from '../support/test';
import { cspViolations } from '../support/cspViolations';

const PAGES = ['/', '/article/genlock-and-timecode-setup', '/search?q=genlock&aiSummary=true', '/admin/login', '/no/such/page'];

test('the pages run under the Content-Security-Policy with no violation', async ({ page }) => {
  const violations = cspViolations(page);
  for (const path of PAGES) {
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' 'sha256-");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toBeEmpty();
  }
  expect(violations).toEqual([]);
});

test('every response carries security headers', async ({ request }) => {
  for (const path of ['/', '/api/stats', '/remotes.json', '/sitemap.xml']) {
    const response = await request.get(path);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(response.headers()['strict-transport-security'], path).toContain('max-age=');
  }
});

test('article media cannot run script even when opened on its own', async ({ request }) => {
  const response = await request.get('/media/b-sync-signal-chain.svg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-security-policy']).toContain('sandbox');
  expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
});
