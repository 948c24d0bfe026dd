import { expect, test, type Browser, type Page } from '../support/test';
import { signInWithEmail, storeNewSession } from './adminSession';

const PASSWORD = 'a long enough password';

/** The owner (the site administrator of the shared password) invites `email` with `role` on the People screen; answers the link shown to copy. */
async function inviteOnPeopleScreen(page: Page, email: string, name: string, role: string): Promise<string> {
  await storeNewSession(page, 'Olive Owner');
  await page.goto('/admin/people');
  const form = page.getByRole('form', { name: 'Invite a person' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Role').selectOption({ label: role });
  await form.getByRole('button', { name: 'Invite' }).click();
  const link = page.getByRole('textbox', { name: 'Invitation link to copy' });
  await expect(link).toHaveValue(/\/admin\/login#invitation=[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Invited');
  return link.inputValue();
}

/** Opens the link in a browser of its own, sets the password, and signs in with the email address. */
async function acceptAndSignIn(browser: Browser, link: string, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await expect(page.getByText(`Choose a password for ${email}`, { exact: false })).toBeVisible();
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password is set. Sign in with your email address.');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in with email' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

test('invite, accept and sign in: the owner invites an editor, who sets a password from the link and signs in with their email address', async ({
  page,
  browser,
}) => {
  const link = await inviteOnPeopleScreen(page, 'eddie@example.com', 'Eddie Editor', 'Editor');
  const eddie = await acceptAndSignIn(browser, link, 'eddie@example.com');
  await expect(eddie.getByText('Signed in as')).toContainText('Eddie Editor');
  // The link worked once.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link);
  await expect(again.getByRole('alert')).toContainText('This link is not valid');

  // The editor sees the team, and why they cannot change it.
  await eddie.goto('/admin/people');
  await expect(eddie.getByText('Needs the Owner role: only owners invite people and change their roles.')).toBeVisible();
  await expect(eddie.getByRole('button', { name: 'Remove' }).first()).toBeDisabled();
  // The owner sees them active, with their role.
  await page.reload();
  const row = page.getByRole('row', { name: /eddie@example\.com/ });
  await expect(row).toContainText('Active');
  await expect(row.getByRole('combobox', { name: 'Role of Eddie Editor' })).toHaveValue('editor');
});

test('"Sign out everywhere" by a person ends that person’s sessions in every browser, and nobody else’s', async ({ page, browser }) => {
  const link = await inviteOnPeopleScreen(page, 'sofia@example.com', 'Sofia Viewer', 'Viewer');
  const first = await acceptAndSignIn(browser, link, 'sofia@example.com');
  const second = await (await browser.newContext()).newPage();
  await second.goto('/admin/login');
  await signInWithEmail(second, 'sofia@example.com', PASSWORD);

  await first.getByRole('button', { name: 'Sign out everywhere' }).click();
  await first.getByRole('dialog', { name: 'Sign out everywhere?' }).getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(first).toHaveURL(/\/admin\/login$/);
  await expect(first.getByRole('status')).toHaveText('You were signed out everywhere, on every device.');
  // The other browser's session has ended too: its next call is refused and it is sent to the sign-in, which says why.
  await second.goto('/admin/people');
  await expect(second).toHaveURL(/\/admin\/login$/);
  await expect(second.getByRole('status')).toHaveText('You were signed out everywhere, on every device.');
  // The owner is still signed in.
  await page.goto('/admin/people');
  await expect(page.getByRole('row', { name: /sofia@example\.com/ })).toContainText('Active');
});

test('pending invitations: a second invitation hides no link; each invited row says until when its link works; Revoke asks first and takes them off the team', async ({
  page,
  browser,
}) => {
  await inviteOnPeopleScreen(page, 'ines@example.com', 'Ines Invited', 'Editor');
  const form = page.getByRole('form', { name: 'Invite a person' });
  await form.getByLabel('Email address').fill('ivan@example.com');
  await form.getByLabel('Name').fill('Ivan Invited');
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('status', { name: 'Invitation link for Ivan Invited' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Invitation link for Ines Invited' })).toBeVisible();
  const ivan = page.getByRole('row', { name: /ivan@example\.com/ });
  await expect(ivan).toContainText('Invited: the link works until');

  // Copy link gives another link; the first one still works.
  const first = await page.getByRole('status', { name: 'Invitation link for Ivan Invited' }).getByRole('textbox').inputValue();
  await ivan.getByRole('button', { name: 'Copy link for Ivan Invited' }).click();
  const copied = page.getByRole('status', { name: 'Invitation link for Ivan Invited' }).getByRole('textbox');
  await expect(copied).not.toHaveValue(first);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(first);
  await expect(visitor.getByText('Choose a password for ivan@example.com', { exact: false })).toBeVisible();

  await ivan.getByRole('button', { name: 'Revoke the invitation of Ivan Invited' }).click();
  const asked = page.getByRole('dialog', { name: 'Revoke the invitation of Ivan Invited?' });
  await asked.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('row', { name: /ivan@example\.com/ })).toHaveCount(0);
  await visitor.goto(await copied.inputValue());
  await visitor.reload();
  await expect(visitor.getByRole('alert')).toContainText('This link is not valid');
});
