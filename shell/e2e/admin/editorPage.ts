import { expect, type Locator, type Page } from '@playwright/test';

/** The Article Editor card of the dashboard. */
export class EditorPage {
  readonly htmlArea: Locator;
  readonly visual: Locator;
  readonly history: Locator;

  constructor(readonly page: Page) {
    this.htmlArea = page.getByPlaceholder('Enter HTML content...');
    this.visual = page.getByRole('textbox', { name: 'Article content' });
    this.history = page.getByRole('region', { name: 'Revision History' });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Opens an article from the Live_Articles tree by its category path and title. */
  async openArticle(categories: string[], title: string): Promise<void> {
    for (const name of categories) {
      const toggle = this.page.getByRole('button', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    }
    await this.page.getByRole('button', { name: title, exact: true }).click();
    await expect(this.page.getByText(`Live_Articles / ${[...categories, title].join(' / ')}`)).toBeVisible();
  }

  /** New article: a draft of `title` in Live Production, open in the editor. */
  async newDraft(title: string): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await this.button('New article').click();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Category').selectOption({ label: 'Live Production' });
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await expect(this.page.getByText(`You are currently editing: Drafts / ${title}`)).toBeVisible();
  }

  async toHtmlMode(): Promise<void> {
    await this.button('HTML').click();
    await expect(this.htmlArea).toBeVisible();
  }

  async toVisualMode(): Promise<void> {
    await this.button('Visual').click();
    await expect(this.visual).toBeVisible();
  }

  async save(): Promise<void> {
    await this.button('Save').click();
    await expect(this.page.getByText('Unsaved changes')).toBeHidden();
  }
}
