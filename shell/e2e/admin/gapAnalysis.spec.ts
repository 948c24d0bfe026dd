import { expect, test } from '../support/test';
import { storeNewSession } from './adminSession';
import { startCompetitorServer } from './competitorServer';

let competitors: Awaited<ReturnType<typeof startCompetitorServer>>;
test.beforeAll(async () => {
  competitors = await startCompetitorServer();
});
test.afterAll(async () => {
  await competitors.close();
});

test('add competitor URLs, run the analysis, save a concept and open it in the editor', async ({ page }) => {
  await storeNewSession(page, 'Gina Gaps');
  await page.goto('/admin');
  const input = page.getByLabel('Add Reference URL');
  const urlList = page.getByRole('region', { name: /^Saved URLs/ });

  await test.step('add URLs with Enter and with Add', async () => {
    await expect(page.getByText(/^No content concepts generated yet\./)).toBeVisible();
    await input.fill(`  ${competitors.urls[0]}  `);
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await input.fill(competitors.urls[1]!);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(urlList.getByRole('link')).toHaveCount(2);
    await expect(urlList.getByRole('link', { name: competitors.urls[0] })).toHaveAttribute('target', '_blank');
  });

  await test.step('a duplicate is refused with its status and answer', async () => {
    await input.fill(competitors.urls[0]!);
    await input.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Failed to add URL: 409');
    await input.fill('');
  });

  await test.step('enable both and generate', async () => {
    for (const url of competitors.urls) {
      const box = page.getByRole('checkbox', { name: `Use ${url} in the analysis` });
      if (!(await box.isChecked())) await box.check();
    }
    const generate = page.getByRole('button', { name: 'Generate Analysis (2 URLs selected)' });
    await expect(generate).toBeEnabled();
    await generate.click();
    await expect(page.getByRole('region', { name: 'Content Gap Analysis Results' }).getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Generate Analysis (2 URLs selected)' })).toBeEnabled();
  });

  const results = page.getByRole('region', { name: 'Content Gap Analysis Results' });
  // A competitor's concept: one from readers' searches with no results (other specs search too) may come first.
  const first = results
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'ref1' }) })
    .first();
  const title = (await first.getAttribute('aria-label')) ?? '';

  await test.step('each concept shows its parts and references', async () => {
    for (const label of ['Concept Title', 'Content Description', 'Analysis Report', 'References'])
      await expect(first.getByText(label, { exact: true })).toBeVisible();
    await expect(first.getByRole('link', { name: 'ref1' })).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:/);
  });

  await test.step('Save to HTML adds it to Saved_Concepts, and the editor opens it', async () => {
    await first.getByRole('button', { name: 'Save to HTML' }).click();
    const saved = page.getByRole('button', { name: title, exact: true });
    await expect(saved).toBeVisible();
    await saved.click();
    await expect(page.getByText(`Saved_Concepts / ${title}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Article content' })).toContainText(title);
  });

  await test.step('modify mode deletes a URL', async () => {
    await page.getByRole('button', { name: 'Modify URLs' }).click();
    await urlList.getByRole('button', { name: `Delete ${competitors.urls[1]}` }).click();
    await expect(urlList.getByRole('link')).toHaveCount(1);
    await urlList.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(urlList.getByRole('button', { name: 'Modify URLs' })).toBeVisible();
  });
});
