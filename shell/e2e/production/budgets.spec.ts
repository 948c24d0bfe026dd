import { expect, test } from '../support/test';
import { kib, recordScripts, total } from '../support/jsBytes';

/** Front-end budgets of issue 8 (bytes are deterministic for a build, so these are tests). */
const VISITOR_BUDGET_KIB = 150;
/**
 * 160 KiB until 2026-11-26; 162 since the console's exposed modules load zod's jitless setting first (a
 * chunk of its own, 161.2 KiB in all), so that no eval probe is reported under the site's CSP; 165 since
 * the sign-in screen offers SSO and passkeys (+0.9 KiB: the passkey library itself loads only when used)
 * and the contracts name the calls of versions, translations, SSO and passkeys (+1.9 KiB): 164.0 KiB; 166 since the
 * console's plain fields take the styled Input's look and tables' dates are `<time>` elements (165.0 → 165.1 KiB).
 */
const ADMIN_EXTRA_BUDGET_KIB = 166;
const PUBLIC_ROUTES = ['/', '/article/genlock-and-timecode-setup', '/search?q=genlock&aiSummary=true'];

for (const route of PUBLIC_ROUTES) {
  test(`visitor JS on ${route} stays within ${VISITOR_BUDGET_KIB} KiB gzip, none of it admin-console`, async ({ page }) => {
    const loads = recordScripts(page);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const admin = loads.filter((load) => load.url.includes('admin-console'));
    console.log(`${route}: ${kib(total(loads))} KiB gzip in ${loads.length} scripts`);
    expect(total(admin)).toBe(0);
    expect(kib(total(loads))).toBeLessThanOrEqual(VISITOR_BUDGET_KIB);
  });
}

test(`admin-console adds at most ${ADMIN_EXTRA_BUDGET_KIB} KiB gzip to what a visitor loads`, async ({ page }) => {
  const loads = recordScripts(page);
  await page.goto('/admin/login');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    localStorage.setItem('admin_token', 'budget-check');
    localStorage.setItem('admin_name', 'Budget');
    localStorage.setItem('admin_expires_at', new Date(Date.now() + 3_600_000).toISOString());
  });
  await page.goto('/admin');
  await page.waitForLoadState('networkidle');
  const adminUrls = new Set(loads.filter((load) => load.url.includes('/remotes/admin-console/')).map((l) => l.url));
  const extra = [...adminUrls].map((url) => loads.find((l) => l.url === url)!);
  console.log(`admin-console extra: ${kib(total(extra))} KiB gzip in ${extra.length} scripts`);
  expect(extra.length).toBeGreaterThan(0);
  expect(kib(total(extra))).toBeLessThanOrEqual(ADMIN_EXTRA_BUDGET_KIB);
});
