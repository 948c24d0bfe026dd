import { expect, test, type Locator, type Page } from '@playwright/test';
import { storeNewSession, type AdminSession } from './adminSession';

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

  /** HTML mode; clicked again if the first click came while the opened article was still being put in place (seen once in CI). */
  async toHtmlMode(): Promise<void> {
    await expect(async () => {
      await this.button('HTML').click();
      await expect(this.htmlArea).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
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

/** A 2×2 PNG. */
export const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

/**
 * The slug a test's article has in this attempt: a retry finds the first attempt's article on the shared server, so it
 * makes one of its own.
 */
export function attemptSlug(slug: string): string {
  const { retry, repeatEachIndex } = test.info();
  return retry === 0 && repeatEachIndex === 0 ? slug : `${slug}-attempt-${repeatEachIndex}-${retry}`;
}

/** A new draft article of its own (the seed articles stay as other specs expect them), at `attemptSlug(slug)`; answers its id. */
export async function newArticle(page: Page, session: AdminSession, slug: string, title = `Editor blocks ${slug}`): Promise<string> {
  const headers = { Authorization: `Bearer ${session.sessionToken}` };
  const categories = (await (await page.request.get('/api/admin/categories', { headers })).json()) as Array<{ id: string }>;
  const response = await page.request.post('/api/admin/articles', {
    headers,
    data: { title, slug: attemptSlug(slug), categoryId: categories[0]!.id },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Opens the article with `html` loaded through HTML mode, back in Visual mode. */
export async function openWith(page: Page, id: string, html: string): Promise<EditorPage> {
  const editor = new EditorPage(page);
  await page.goto(`/admin/articles/${id}`);
  await editor.toHtmlMode();
  await editor.htmlArea.fill(html);
  await editor.toVisualMode();
  return editor;
}

/** Puts the cursor at the end of the block holding `text`. */
export async function cursorAtEnd(page: Page, editor: EditorPage, text: string): Promise<void> {
  await editor.visual.getByText(text, { exact: true }).click();
  await page.keyboard.press('End');
}

export async function htmlOf(editor: EditorPage): Promise<string> {
  await editor.toHtmlMode();
  const html = await editor.htmlArea.inputValue();
  await editor.toVisualMode();
  return html;
}

/** Pastes (or drops, at the middle of `target`) an image file (a PNG, base64), as the browser hands it to the page. */
export async function handImage(target: Locator, how: 'paste' | 'drop', name: string, png = PNG) {
  await target.evaluate(
    (element, [base64, kind, fileName]) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], fileName, { type: 'image/png' }));
      const box = element.getBoundingClientRect();
      const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, bubbles: true, cancelable: true };
      if (kind === 'paste') element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, ...at }));
      // draft-js takes a drop only after the drag entered it.
      else for (const type of ['dragenter', 'dragover', 'drop']) element.dispatchEvent(new DragEvent(type, { dataTransfer: data, ...at }));
    },
    [png, how, name] as const,
  );
}

/** The label a callout block draws (its CSS `::before`), '' for none: the label is not text one can delete. */
export async function drawnLabel(callout: Locator): Promise<string> {
  return callout.evaluate((element) =>
    getComputedStyle(element, '::before')
      .content.replace(/^"(.*)"$/, '$1')
      .replace(/^none$/, ''),
  );
}

/** The widths the editor's mechanics are tried at: a laptop's and a phone's. */
export const EDITOR_WIDTHS = [1280, 390] as const;

/** A window `width` px wide (a laptop's or a phone's height) and a new person signed in as `name`. */
export async function signedInAt(page: Page, width: number, name: string): Promise<AdminSession> {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
  return storeNewSession(page, name);
}

/** Whether `target` is wholly inside the window and drawn on top at its centre (nothing, the sticky bars included, covers it). */
export const inViewAndOnTop = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const inside = box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight;
    return inside && hit !== null && (hit === element || element.contains(hit));
  });
