import { expect, test, type Page } from '../support/test';
import { apiSignIn, storeSession } from './adminSession';
import { startCompetitorServer } from './competitorServer';
import { EditorPage } from './editorPage';

let competitors: Awaited<ReturnType<typeof startCompetitorServer>>;
test.beforeAll(async () => {
  competitors = await startCompetitorServer();
});
test.afterAll(async () => {
  await competitors.close();
});

// A topic nothing on the site mentions (the editor spec adds "Quokkaberry" to an article, which the palette's fuzzy match would find).
const MISSING = 'axolotl husbandry';
const COMMENT = 'Nothing on the white point of an LED wall';

/** Reader events are written in batches about a second apart: reload until the figures show them. */
async function reloadUntil(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 20_000 });
}

test("readers' votes, searches and reports reach Insights and the gap analysis, and a published concept closes its gap", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const admin = await apiSignIn(page.request, 'Ines Insight');

  await test.step('a reader votes No with a comment, searches for something missing and reports it', async () => {
    const reader = await browser.newPage();
    // The article the gap analysis finds nearest to the competitor's LED wall calibration topic below.
    await reader.goto('/article/what-is-skyframe-studio');
    const feedback = reader.getByRole('region', { name: 'Was this helpful?' });
    // The widget is downloaded when the end of the article comes near: scroll there as a reader would.
    await reader.getByRole('heading', { level: 1 }).hover();
    await expect(async () => {
      await reader.mouse.wheel(0, 4000);
      await expect(feedback).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await feedback.getByRole('button', { name: 'No', exact: true }).click();
    await feedback.getByLabel('What was missing?').fill(COMMENT);
    await feedback.getByRole('button', { name: 'Send' }).click();
    await expect(feedback.getByRole('status')).toHaveText('Thanks for your feedback');

    const palette = reader.getByRole('dialog', { name: 'Search the knowledge base' });
    await reader.keyboard.press('Control+k');
    await palette.getByRole('combobox', { name: 'Search articles' }).fill(MISSING);
    await expect(palette.getByText(`No results for “${MISSING}”.`)).toBeVisible();
    await palette.getByRole('option', { name: 'Report a missing article' }).click();
    await expect(palette.getByRole('status')).toHaveText(`Thank you: “${MISSING}” is reported as missing.`);
    await reader.close();
  });

  await storeSession(page, admin);
  await page.goto('/admin/insights');
  const insights = page.getByRole('region', { name: 'Insights' });

  await test.step('the admin sees it under "Insights": "Searches with no results" and the comment', async () => {
    await reloadUntil(page, async () => {
      await insights.scrollIntoViewIfNeeded();
      await expect(insights.getByRole('region', { name: 'Searches with no results' }).getByRole('row', { name: new RegExp(MISSING) })).toBeVisible();
      await expect(insights.getByRole('region', { name: 'Articles by helpfulness' }).getByRole('row', { name: /What Is Skyframe Studio\?/ })).toContainText(
        COMMENT,
      );
    });
  });

  const results = page.getByRole('region', { name: 'Content Gap Analysis Results' });
  const gapConcept = results.getByRole('listitem', { name: `Readers searched for "${MISSING}" 1 time (no results)` });

  await test.step('the gap analysis counts the search, the report and the No vote with its comment as evidence', async () => {
    await page.goto('/admin');
    const input = page.getByLabel('Add Reference URL');
    await input.fill(competitors.urls[0]!);
    await input.press('Enter');
    const box = page.getByRole('checkbox', { name: `Use ${competitors.urls[0]} in the analysis` });
    if (!(await box.isChecked())) await box.check();
    await page.getByRole('button', { name: /^Generate Analysis \(\d+ URLs? selected\)$/ }).click();
    await expect(gapConcept).toBeVisible({ timeout: 20_000 });
    await expect(gapConcept).toContainText(`Searches: "${MISSING}" 1 time (no results)`);
    await expect(gapConcept).toContainText(`Reported missing: "${MISSING}" 1 time`);
    const led = results.getByRole('listitem', { name: 'LED Wall Colour Calibration' });
    await expect(led).toContainText('"No" votes on "What Is Skyframe Studio?": 1');
    await expect(led).toContainText(`What was missing: "${COMMENT}"`);
  });

  await test.step('the concept becomes an article; once published its search finds it: "Closed: now found at #1"', async () => {
    const editor = new EditorPage(page);
    await gapConcept.getByRole('button', { name: 'Save to HTML' }).click();
    await page.getByRole('button', { name: `Readers searched for "${MISSING}" 1 time (no results)`, exact: true }).click();
    await editor.button('Create article').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Axolotl Husbandry');
    await dialog.getByLabel('Category').selectOption({ label: 'Live Production' });
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await expect(page.locator('[data-status]')).toHaveText('Draft');
    await editor.button('Publish').click();
    await expect(page.getByText('Revision published')).toBeVisible();

    await page.getByRole('button', { name: `Readers searched for "${MISSING}" 1 time (no results)`, exact: true }).click();
    await expect(page.getByText(`Closed: now found at #1 by "${MISSING}"`)).toBeVisible();
  });

  await test.step('the "Audit log" filters by admin and action', async () => {
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Insights' }).click();
    await insights.scrollIntoViewIfNeeded();
    const audit = insights.getByRole('region', { name: 'Audit log' });
    const filters = audit.getByRole('form', { name: 'Audit log filters' });
    await filters.getByRole('textbox', { name: 'Admin' }).fill('Ines Insight');
    await filters.getByLabel('Action').fill('analysis.generate');
    await filters.getByRole('button', { name: 'Filter' }).click();
    const rows = audit.getByRole('row').filter({ hasText: 'Ines Insight' });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('analysis.generate');
    await filters.getByLabel('Action').fill('article.createFromConcept');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(audit.getByRole('row').filter({ hasText: 'article.createFromConcept' })).toHaveCount(1);
    await filters.getByRole('textbox', { name: 'Admin' }).fill('Nobody Else');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(audit.getByText('No entries match.')).toBeVisible();
  });
});
