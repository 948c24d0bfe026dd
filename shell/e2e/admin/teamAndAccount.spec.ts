import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '../support/test';
import { overflow, WIDTHS_AND_SCHEMES } from '../support/screens';
import { apiSignIn, personSession, personSignIn, storeSession, type AdminSession } from './adminSession';

/**
 * Issue 44 items 1-4 at each width and scheme: a person's own name and password (their other browser is told why it
 * was signed out), categories an Editor creates (unseen by readers while empty; an open dialog's list follows), the
 * owner's pending invitations (Copy link, Resend, Revoke), Reset password and Remove asking first, and the audit log
 * keeping the removed person findable by name.
 */
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/screenshots/team');
const PASSWORD = 'a long enough password';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

async function signedInPage(browser: Browser, look: { width: number; scheme: 'light' | 'dark' }, session: AdminSession, to: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: look.width, height: 900 }, colorScheme: look.scheme });
  const page = await context.newPage();
  await storeSession(page, session);
  await page.goto(to);
  return page;
}

for (const [width, scheme] of WIDTHS_AND_SCHEMES) {
  test(`a person's account, an Editor's category, and the owner's people and audit log, at ${width} px, ${scheme}`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const look = { width, scheme };
    const tag = `${width}${scheme}`;
    const owner = await apiSignIn(request, `Olga Owner ${tag}`);
    const editor = await personSession(request, owner.sessionToken, 'editor', tag);
    const elsewhere = await signedInPage(browser, look, await personSignIn(request, 'editor', tag), '/admin/account');
    await expect(elsewhere.getByRole('heading', { name: 'Name and password' })).toBeVisible();

    // Item 2: their own name, then their password (the form asks for the current one).
    const page = await signedInPage(browser, look, editor, '/admin/account');
    const nameForm = page.getByRole('form', { name: 'Your name' });
    await nameForm.getByLabel('Name').fill(`Erin ${tag}`);
    await nameForm.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Your name is saved.')).toBeVisible();
    await expect(page.getByText('Signed in as')).toContainText(`Erin ${tag}`);
    // (A wrong current password is a password guess, counted against this address like a failed sign-in, which
    // would slow every other spec's sign-ins on this server: account.test.ts covers it.)
    const passwordForm = page.getByRole('form', { name: 'Change password' });
    await passwordForm.getByLabel('Current password').fill(PASSWORD);
    await passwordForm.getByLabel('New password').fill('a brand new long password');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password is changed. Your other sessions have ended.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: path.join(OUT, `account-${width}-${scheme}.png`) });
    // This browser stays signed in; the other one is sent to sign in, and told why.
    await page.reload();
    await expect(page.getByText('Signed in as')).toContainText(`Erin ${tag}`);
    await elsewhere.reload();
    await expect(elsewhere.getByText('Your password was changed. Sign in with the new one.')).toBeVisible();

    // Item 4: the Editor creates a category; readers do not see it while it is empty.
    await page.goto('/admin/categories');
    const newCategory = page.getByRole('form', { name: 'New category' });
    await newCategory.getByLabel('Category name').fill(`Field Notes ${tag}`);
    await newCategory.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByRole('list', { name: 'Categories' }).getByText(`Field Notes ${tag}`)).toBeVisible();
    const categories = (await (await request.get('/api/categories')).json()) as { name: string }[];
    expect(categories.map((category) => category.name)).not.toContain(`Field Notes ${tag}`);
    // A category made meanwhile reaches an open "New article" dialog's list.
    await page.goto('/admin/articles');
    // On a phone the tree (and its New article button) is a drawer, closed at first.
    if (width === 390) await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.getByRole('button', { name: 'New article' }).click();
    const dialog = page.getByRole('dialog', { name: 'New article' });
    const category = dialog.getByRole('combobox', { name: 'Category' });
    await expect(category.locator('option', { hasText: `Field Notes ${tag}` })).toHaveCount(1);
    const made = await request.post('/api/admin/categories', {
      headers: { Authorization: `Bearer ${owner.sessionToken}` },
      data: { name: `Late Notes ${tag}`, slug: `late-notes-${tag}` },
    });
    expect(made.status()).toBe(201);
    await category.focus();
    await expect(category.locator('option', { hasText: `Late Notes ${tag}` })).toHaveCount(1, { timeout: 15_000 });
    await page.screenshot({ path: path.join(OUT, `new-article-${width}-${scheme}.png`) });

    // Item 1: pending invitations. A second invitation hides no link; Copy link and Resend give another link (no
    // mail is set up here); Revoke asks first.
    const people = await signedInPage(browser, look, owner, '/admin/people');
    const invite = people.getByRole('form', { name: 'Invite a person' });
    for (const who of ['Ivy', 'Ian']) {
      await invite.getByLabel('Email address').fill(`${who.toLowerCase()}-${tag}@example.com`);
      await invite.getByLabel('Name').fill(`${who} ${tag}`);
      await invite.getByRole('button', { name: 'Invite' }).click();
      await expect(people.getByRole('status', { name: `Invitation link for ${who} ${tag}` })).toBeVisible();
    }
    await expect(people.getByRole('status', { name: `Invitation link for Ivy ${tag}` })).toBeVisible();
    const ivy = people.getByRole('row', { name: new RegExp(`ivy-${tag}@example\\.com`) });
    await expect(ivy).toContainText('Invited: the link works until');
    const first = await people
      .getByRole('status', { name: `Invitation link for Ivy ${tag}` })
      .getByRole('textbox')
      .inputValue();
    await ivy.getByRole('button', { name: `Copy link for Ivy ${tag}` }).click();
    await expect(people.getByRole('status', { name: `Invitation link for Ivy ${tag}` }).getByRole('textbox')).not.toHaveValue(first);
    const copied = await people
      .getByRole('status', { name: `Invitation link for Ivy ${tag}` })
      .getByRole('textbox')
      .inputValue();
    await ivy.getByRole('button', { name: `Resend the invitation to Ivy ${tag}` }).click();
    await expect(people.getByRole('status', { name: `Invitation link for Ivy ${tag}` }).getByRole('textbox')).not.toHaveValue(copied);
    expect(await overflow(people)).toEqual({ past: 0, wide: [] });
    await people.screenshot({ path: path.join(OUT, `invitations-${width}-${scheme}.png`) });
    await people
      .getByRole('row', { name: new RegExp(`ian-${tag}@example\\.com`) })
      .getByRole('button', { name: `Revoke the invitation of Ian ${tag}` })
      .click();
    await people
      .getByRole('dialog', { name: `Revoke the invitation of Ian ${tag}?` })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(people.getByRole('row', { name: new RegExp(`ian-${tag}@example\\.com`) })).toHaveCount(0);

    // Item 3: Reset password and Remove ask first, in the app's own dialogs.
    const row = people.getByRole('row', { name: new RegExp(`editor-${tag}@example\\.com`) });
    await row.getByRole('button', { name: 'Reset password' }).click();
    const reset = people.getByRole('dialog', { name: `Reset the password of Erin ${tag}?` });
    await expect(reset).toContainText('Their password stops working and their sessions end at once');
    await reset.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: 'Remove' }).click();
    const remove = people.getByRole('dialog', { name: `Remove Erin ${tag}?` });
    await expect(remove).toContainText('the audit log keeps their name');
    await people.screenshot({ path: path.join(OUT, `remove-${width}-${scheme}.png`) });
    await remove.getByRole('button', { name: 'Remove' }).click();
    await expect(row).toHaveCount(0);
    // The removed person is told why at their next step.
    await page.reload();
    await expect(page.getByText('You were removed from the team, so you can no longer sign in.')).toBeVisible();

    // The audit log keeps them in its person filter, and says what they did in names, not ids.
    await people.goto('/admin/audit');
    await people.getByLabel('Person').selectOption({ label: `Erin ${tag} (removed)` });
    await people.getByRole('button', { name: 'Filter' }).click();
    const log = people.getByRole('region', { name: 'Audit log' }).getByRole('table');
    await expect(log).toContainText(`Field Notes ${tag}`);
    await expect(log).toContainText(`Erin ${tag}`);
    expect(await log.textContent()).not.toMatch(UUID);
    await people.screenshot({ path: path.join(OUT, `audit-${width}-${scheme}.png`) });
  });
}
