import { expect, test, type Browser, type Page } from '../support/test';
import { startOidcProvider, ROLE_CLAIM, type TestOidcProvider } from '../../../api/test/oidcProvider';
import { ADMIN_PASSWORD } from '../playwright.config';
import { randomPort, startOwnSite, type OwnSite } from '../support/ownSite';
import { apiSignIn, signInWithEmail, storeSession } from './adminSession';

/**
 * Sign-in that proves who you are (issue 29 item 4) in Chromium, on a site of this spec's own: single
 * sign-on through a real OpenID provider (oidc-provider 9 on 127.0.0.1), and a passkey made and used by
 * Chromium's virtual authenticator (CDP WebAuthn). The site is http://localhost:<port>: a passkey's
 * relying party must be a host name.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PASSWORD = 'a long enough password';
let idp: TestOidcProvider;
let site: OwnSite;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const port = randomPort();
  idp = await startOidcProvider();
  idp.register(`http://localhost:${port}/admin/login`);
  site = await startOwnSite(port, { OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret, OIDC_ROLE_CLAIM: ROLE_CLAIM });
});

test.afterAll(async () => {
  await site?.stop();
  await idp?.close();
});

/** The owner (shared password, over the API) invites a person; with `password`, the person also sets it from the link. */
async function teamMember(email: string, name: string, role: string, password?: string): Promise<void> {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${site.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const { sessionToken } = (await (await post('/api/admin/login', { adminName: 'Olive Owner', password: ADMIN_PASSWORD })).json()) as { sessionToken: string };
  const invited = await post('/api/admin/people', { email, name, role }, sessionToken);
  expect(invited.status).toBe(201);
  if (!password) return;
  const { link } = (await invited.json()) as { link: string };
  expect((await post('/api/admin/invitations/accept', { token: new URL(link).hash.replace('#invitation=', ''), password })).status).toBe(200);
}

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL: site.url })).newPage();
}

/** A fresh browser that opens `start` (signed out) and signs in with SSO as the provider's account `account`. */
async function signInWithSso(browser: Browser, account: Parameters<TestOidcProvider['signInAs']>[0], start = '/admin/login'): Promise<Page> {
  idp.signInAs(account);
  const page = await freshPage(browser);
  await page.goto(start);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  return page;
}

test('Sign in with SSO lands in the console as that person; an unverified address or someone not on the team is refused with the reason', async ({
  browser,
}) => {
  await teamMember('petra@example.com', 'Petra Publisher', 'publisher');

  await test.step('a person on the team, with an address the provider verified', async () => {
    const page = await signInWithSso(browser, { sub: 'idp-petra', email: 'petra@example.com', email_verified: true });
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Signed in as')).toContainText('Petra Publisher');
    await page.goto('/admin/account');
    await expect(page.getByRole('table', { name: 'Your active sessions' }).getByRole('row', { name: /Single sign-on/ })).toContainText('This browser');
  });

  await test.step('a link into the console opened signed out comes back to it after the provider', async () => {
    const page = await signInWithSso(browser, { sub: 'idp-petra', email: 'petra@example.com', email_verified: true }, '/admin/account');
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByRole('table', { name: 'Your active sessions' })).toBeVisible();
  });

  await test.step('an address the provider has not verified', async () => {
    const page = await signInWithSso(browser, { sub: 'idp-petra-2', email: 'petra@example.com', email_verified: false });
    await expect(page.getByRole('alert')).toContainText('Your identity provider has not verified the email address petra@example.com');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  await test.step('someone not on the team', async () => {
    const page = await signInWithSso(browser, { sub: 'idp-stranger', email: 'stranger@example.com', email_verified: true });
    await expect(page.getByRole('alert')).toContainText('stranger@example.com is not on the team: ask an owner to invite you');
  });
});

test('a passkey: added under Account with the virtual authenticator, then used to sign in instead of the password, and as a second factor after it', async ({
  browser,
}) => {
  await teamMember('kim@example.com', 'Kim Keys', 'editor', PASSWORD);
  const page = await freshPage(browser);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await test.step('sign in with the password, add a passkey', async () => {
    await page.goto('/admin/login');
    await signInWithEmail(page, 'kim@example.com', PASSWORD);
    await page.goto('/admin/account');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('table', { name: 'Your passkeys' }).getByRole('rowheader', { name: 'Passkey' })).toBeVisible();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);
  });

  await test.step('sign out, and sign in with the passkey', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole('button', { name: 'Sign in with a Passkey' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Signed in as')).toContainText('Kim Keys');
    await page.goto('/admin/account');
    await expect(page.getByRole('table', { name: 'Your active sessions' }).getByRole('row', { name: /^Passkey/ })).toContainText('This browser');
  });

  await test.step('as a second factor: the password, then the passkey', async () => {
    await page.getByRole('checkbox', { name: 'Ask for my passkey after my password (a second factor)' }).check();
    await expect(page.getByRole('checkbox', { name: 'Ask for my passkey after my password (a second factor)' })).toBeChecked();
    await page.getByRole('button', { name: 'Logout' }).click();
    await signInWithEmail(page, 'kim@example.com', PASSWORD);
    await page.goto('/admin/account');
    await expect(page.getByRole('table', { name: 'Your active sessions' }).getByRole('row', { name: /^Password and passkey/ })).toContainText('This browser');
  });

  await test.step('single sign-on asks for the passkey too', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    idp.signInAs({ sub: 'idp-kim', email: 'kim@example.com', email_verified: true });
    await page.getByRole('button', { name: 'Sign in with SSO' }).click();
    await page.getByRole('button', { name: 'Confirm with your passkey' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/account');
    await expect(page.getByRole('table', { name: 'Your active sessions' }).getByRole('row', { name: /^Single sign-on and passkey/ })).toContainText(
      'This browser',
    );
  });

  await test.step('an owner sees the passkey under People and removes it: it signs in no more', async () => {
    const owner = await freshPage(browser);
    await storeSession(owner, await apiSignIn(owner.request, 'Olive Owner'));
    await owner.goto('/admin/people');
    await owner.getByRole('button', { name: 'Passkeys of Kim Keys' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Passkeys of Kim Keys' });
    await expect(dialog.getByRole('table', { name: 'Passkeys of Kim Keys' }).getByRole('rowheader', { name: 'Passkey' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove Passkey' }).click();
    await dialog.getByRole('button', { name: 'Remove Passkey' }).click();
    await expect(dialog.getByText('Kim Keys has no passkey.')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign in with a Passkey' }).click();
    await expect(page.getByRole('alert')).toContainText('This passkey is not registered here');
  });
});
