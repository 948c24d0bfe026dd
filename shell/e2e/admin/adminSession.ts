import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';

export interface AdminSession {
  sessionToken: string;
  adminName: string;
  expiresAt: string;
}

/** Signs in through the API (the UI flow has its own spec) and returns the session. */
export async function apiSignIn(request: APIRequestContext, adminName: string): Promise<AdminSession> {
  // A 503 says "the database did not answer in time, try again" (its Retry-After): a site just started on a busy
  // machine can say it once, and a person signing in would simply try again.
  let response = await request.post('/api/admin/login', { data: { adminName, password: ADMIN_PASSWORD } });
  for (let retry = 0; retry < 3 && response.status() === 503; retry += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers()['retry-after'] ?? 1)));
    response = await request.post('/api/admin/login', { data: { adminName, password: ADMIN_PASSWORD } });
  }
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminSession;
}

const PERSON_PASSWORD = 'a long enough password';

/** The owner invites `role` through the API; the person sets a password from the link and signs in with their address. */
export async function personSession(request: APIRequestContext, owner: string, role: 'editor' | 'publisher', tag: string): Promise<AdminSession> {
  const email = `${role}-${tag}@example.com`;
  const invited = await request.post('/api/admin/people', { headers: { Authorization: `Bearer ${owner}` }, data: { email, name: `${role} ${tag}`, role } });
  expect(invited.status()).toBe(201);
  const token = new URL(((await invited.json()) as { link: string }).link).hash.replace('#invitation=', '');
  expect((await request.post('/api/admin/invitations/accept', { data: { token, password: PERSON_PASSWORD } })).status()).toBe(200);
  return personSignIn(request, role, tag);
}

/** The person `personSession` invited signs in again (another browser of theirs): a new session. */
export async function personSignIn(request: APIRequestContext, role: 'editor' | 'publisher', tag: string): Promise<AdminSession> {
  const signedIn = await request.post('/api/admin/login/email', { data: { email: `${role}-${tag}@example.com`, password: PERSON_PASSWORD } });
  expect(signedIn.status()).toBe(200);
  return (await signedIn.json()) as AdminSession;
}

/** Stores a session in the page's storage before any script of the site runs, as a sign-in would. */
export async function storeSession(page: Page, session: AdminSession, expiresAt = session.expiresAt): Promise<void> {
  await page.addInitScript(
    ([token, name, expires]) => {
      // The page's own document only: a sandboxed frame inside it (an embedded video) may not touch storage.
      if (window !== window.top) return;
      if (sessionStorage.getItem('e2e-session-set')) return;
      sessionStorage.setItem('e2e-session-set', '1');
      localStorage.setItem('admin_token', token);
      localStorage.setItem('admin_name', name);
      localStorage.setItem('admin_expires_at', expires);
    },
    [session.sessionToken, session.adminName, expiresAt] as const,
  );
}

/** Signs `adminName` in through the API and stores the session in the page before its scripts run: answers the session. */
export async function storeNewSession(page: Page, adminName: string): Promise<AdminSession> {
  const session = await apiSignIn(page.request, adminName);
  await storeSession(page, session);
  return session;
}

/** Answers the Security Check by reading its question. */
export async function answerSecurityCheck(page: Page): Promise<void> {
  const label = page.getByText(/^What is \d+ \+ \d+\?$/);
  const [, a, b] = /(\d+) \+ (\d+)/.exec((await label.textContent()) ?? '') ?? [];
  await page.getByLabel(/^What is \d+ \+ \d+\?$/).fill(String(Number(a) + Number(b)));
}

/** Signs in through the login screen. */
export async function signInWithForm(page: Page, name: string, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/admin/login');
  await submitSignInForm(page, name, password);
}

/** Fills and sends the sign-in screen's form that the page shows. */
export async function submitSignInForm(page: Page, name: string, password = ADMIN_PASSWORD): Promise<void> {
  await page.getByPlaceholder('Your Full Name').fill(name);
  await page.getByPlaceholder('Admin Password').fill(password);
  await answerSecurityCheck(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in on the login screen (the page shows it) with an email address and password; waits for the console. */
export async function signInWithEmail(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Use your email address' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Sign in with email' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
