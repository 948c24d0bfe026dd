import { expect, test, type Page } from '../support/test';
import type { AdminSession } from './adminSession';
import { cursorAtEnd, drawnLabel, EDITOR_WIDTHS, htmlOf, inViewAndOnTop, newArticle, openWith, PNG, signedInAt } from './editorPage';

/** Issue 42: the mechanics a writer hits every minute, each typed as a person would, on a laptop and on a phone. */

/** The caret's or selection's rectangle in the window. */
const caretBox = (page: Page) => page.evaluate(() => window.getSelection()!.getRangeAt(0).getBoundingClientRect().toJSON() as DOMRect);

/** Paragraphs enough that the article scrolls under the sticky Save bar and toolbar. */
const LONG = Array.from({ length: 24 }, (_, i) => `<p>Paragraph ${i + 1} of the setup notes.</p>`).join('\n');

for (const width of EDITOR_WIDTHS) {
  test.describe(`at ${width} px`, () => {
    let session: AdminSession;
    test.beforeEach(async ({ page }) => {
      session = await signedInAt(page, width, 'Mara Mechanic');
    });

    test('the Link and Alt text bars open at the caret, inside the window, over the sticky bars', async ({ page }) => {
      const editor = await openWith(page, await newArticle(page, session, `floating-bars-${width}`, `Floating bars ${width}`), LONG);

      await test.step('Link: select a word far down the article, press Link', async () => {
        await cursorAtEnd(page, editor, 'Paragraph 20 of the setup notes.');
        await page.keyboard.press('ArrowLeft');
        for (let i = 0; i < 'notes'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
        const selected = await caretBox(page);
        await page.getByRole('button', { name: 'Link', exact: true }).click();
        const field = page.getByLabel('Link URL');
        await expect(field).toBeFocused();
        expect(await inViewAndOnTop(field)).toBe(true);
        const bar = await page.getByRole('form', { name: 'Insert link' }).boundingBox();
        // Just under the selected word, or just over it when there is no room below.
        const gap = Math.min(Math.abs(bar!.y - (selected.y + selected.height)), Math.abs(selected.y - (bar!.y + bar!.height)));
        expect(gap).toBeLessThan(24);
        await field.fill('https://example.com/notes');
        await page.keyboard.press('Enter');
        await expect(page.getByLabel('Link URL')).toHaveCount(0);
      });

      await test.step('Upload image: the Alt text bar opens at the caret too', async () => {
        await cursorAtEnd(page, editor, 'Paragraph 22 of the setup notes.');
        const caret = await caretBox(page);
        await page.getByTestId('image-file').setInputFiles({ name: 'rack.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
        const alt = page.getByLabel('Alt text');
        await expect(alt).toBeFocused();
        expect(await inViewAndOnTop(alt)).toBe(true);
        const bar = await page.getByRole('form', { name: 'Insert image' }).boundingBox();
        expect(Math.min(Math.abs(bar!.y - (caret.y + caret.height)), Math.abs(caret.y - (bar!.y + bar!.height)))).toBeLessThan(24);
        await alt.fill('The rack');
        await page.keyboard.press('Enter');
        await expect(editor.visual.getByRole('img', { name: 'The rack' })).toBeVisible();
      });

      const html = await htmlOf(editor);
      expect(html).toContain('<p>Paragraph 20 of the setup <a href="https://example.com/notes">notes</a>.</p>');
      expect(html).toMatch(/<p>Paragraph 22 of the setup notes\.<img src="\/media\/rack-[0-9a-f]{16}\.png" alt="The rack"\/><\/p>/);
    });

    test('Enter on an empty last line leaves a code block or a quote, ArrowDown leaves the last block, </> toggles one line', async ({ page }) => {
      const editor = await openWith(page, await newArticle(page, session, `leaving-blocks-${width}`, `Leaving blocks ${width}`), '<p>Install:</p>');
      const codeButton = page.getByRole('button', { name: 'Code block', exact: true });

      await cursorAtEnd(page, editor, 'Install:');
      await page.keyboard.press('Enter');
      await codeButton.click();
      await page.keyboard.type('sfctl install');
      for (const key of ['Enter', 'Enter']) await page.keyboard.press(key);
      await page.keyboard.type('Then quote the manual:');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Blockquote', exact: true }).click();
      await page.keyboard.type('Check the cables.');
      for (const key of ['Enter', 'Enter']) await page.keyboard.press(key);
      await page.keyboard.type('Last:');
      await page.keyboard.press('Enter');
      await codeButton.click();
      for (const line of ['sfctl one', 'sfctl two', 'sfctl three']) {
        await page.keyboard.type(line);
        await page.keyboard.press('Enter');
      }
      await page.keyboard.press('Backspace');
      // The article's last block is this code block: ArrowDown at its end opens a paragraph after it.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.type('Done.');
      expect(await htmlOf(editor)).toBe(
        [
          '<p>Install:</p>',
          '<pre><code>sfctl install</code></pre>',
          '<p>Then quote the manual:</p>',
          '<blockquote>Check the cables.</blockquote>',
          '<p>Last:</p>',
          '<pre><code>sfctl one\nsfctl two\nsfctl three</code></pre>',
          '<p>Done.</p>',
        ].join('\n'),
      );

      // </> on the middle line of the code block: that line only becomes a paragraph.
      await cursorAtEnd(page, editor, 'Done.');
      for (const key of ['ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
      await codeButton.click();
      expect(await htmlOf(editor)).toContain('<pre><code>sfctl one</code></pre>\n<p>sfctl two</p>\n<pre><code>sfctl three</code></pre>\n<p>Done.</p>');
    });

    test('callouts are typed blocks that draw their label: change the type, leave with Enter, remove an empty one with one Backspace', async ({ page }) => {
      const bestPractice = '<blockquote><strong>Best Practice:</strong> Test licenses a day before the show.</blockquote>';
      const editor = await openWith(
        page,
        await newArticle(page, session, `callouts-${width}`, `Callouts ${width}`),
        `<p>Ports</p>\n<p>Open them first.</p>\n${bestPractice}`,
      );
      const calloutType = page.getByRole('combobox', { name: 'Callout' });
      const callout = editor.visual.locator('blockquote', { hasText: 'Open them first.' });

      // An existing Best Practice box opens as a callout: its label drawn, not in its text.
      const box = editor.visual.locator('blockquote', { hasText: 'Test licenses' });
      await expect(box).toHaveText('Test licenses a day before the show.');
      expect(await drawnLabel(box)).toBe('Best Practice');

      await cursorAtEnd(page, editor, 'Open them first.');
      await calloutType.selectOption({ label: 'Warning' });
      await expect(callout).toHaveText('Open them first.');
      expect(await drawnLabel(callout)).toBe('Warning');
      await calloutType.selectOption({ label: 'Tip' });
      expect(await drawnLabel(callout)).toBe('Tip');

      await cursorAtEnd(page, editor, 'Open them first.');
      await page.keyboard.type(' Twice.');
      for (const key of ['Enter', 'Enter']) await page.keyboard.press(key);
      await page.keyboard.type('After the tip');
      await page.keyboard.press('Enter');
      await calloutType.selectOption({ label: 'Note' });
      const empty = editor.visual.locator('blockquote.kb-callout-note');
      expect(await drawnLabel(empty)).toBe('Note');
      await editor.visual.focus();
      await page.keyboard.press('Backspace');
      await expect(empty).toHaveCount(0);
      await page.keyboard.type('.');

      expect(await htmlOf(editor)).toBe(
        [
          '<p>Ports</p>',
          '<blockquote class="kb-admonition kb-admonition-tip"><strong>Tip:</strong> Open them first. Twice.</blockquote>',
          '<p>After the tip.</p>',
          bestPractice,
        ].join('\n'),
      );
    });

    test('Markdown shortcuts, the slash menu and Markdown paste', async ({ page }) => {
      const editor = await openWith(page, await newArticle(page, session, `markdown-${width}`, `Markdown ${width}`), '<p>Start</p>');
      const type = async (...keys: string[]) => {
        for (const key of keys) await (key.startsWith('{') ? page.keyboard.press(key.slice(1, -1)) : page.keyboard.type(key));
      };
      // The live article's first heading, as readers' pages anchor it.
      const live = await page.request.get('/api/articles/camera-switching-and-tally');
      expect(live.status()).toBe(200);
      const section = ((await live.json()) as { tableOfContents: { id: string; title: string }[] }).tableOfContents[0]!;
      await cursorAtEnd(page, editor, 'Start');
      await type('{Enter}', '## Setup', '{Enter}', '- one', '{Enter}', 'two', '{Enter}', '{Enter}', '1. first', '{Enter}', '{Enter}');
      await type('> quoted', '{Enter}', '{Enter}', '```bash', '{Enter}', 'sfctl status', '{Enter}', '{Enter}', '---', '{Enter}');

      await test.step('the slash menu: typing filters, arrows move, Enter chooses, Escape closes', async () => {
        await type('/');
        const menu = page.getByRole('listbox', { name: 'Insert block' });
        await expect(menu.getByRole('option')).toHaveText([
          'Heading 2',
          'Heading 3',
          'Bulleted list',
          'Numbered list',
          'Table',
          'Code block',
          'Callout',
          'Image',
          'Divider',
          'Link to article',
        ]);
        expect(await inViewAndOnTop(page.locator('[data-floating-bar]'))).toBe(true);
        await type('{Escape}');
        await expect(menu).toBeHidden();
        await type('{Backspace}', '/', 'hea');
        await expect(menu.getByRole('option')).toHaveText(['Heading 2', 'Heading 3']);
        await type('{ArrowDown}');
        await expect(menu.getByRole('option', { name: 'Heading 3' })).toHaveAttribute('aria-selected', 'true');
        await type('{Enter}', 'Slashed', '{Enter}', '/link', '{Enter}');
        await page.getByLabel('Article', { exact: true }).fill('Camera Switching');
        await page.getByRole('button', { name: 'Camera Switching and Tally Integration' }).click();
        await type(' is next.', '{Enter}');
      });

      await test.step('"Link to article" to a section: Sections lists the live article\'s headings', async () => {
        await type('/link', '{Enter}');
        await page.getByLabel('Article', { exact: true }).fill('Camera Switching');
        await page.getByRole('button', { name: 'Sections', exact: true }).first().click();
        const sections = page.getByRole('list', { name: 'Sections of Camera Switching and Tally Integration' });
        await expect(sections.getByRole('button').first()).toBeVisible();
        expect(await inViewAndOnTop(sections.getByRole('button').first())).toBe(true);
        await sections.getByRole('button', { name: section.title, exact: true }).click();
        await type('.', '{Enter}');
      });

      await test.step('paste Markdown', async () => {
        const markdown = [
          '### Pasted',
          '',
          'A **bold** and *italic* `code` [link](https://example.com/x).',
          '',
          '| Port | Use |',
          '| --- | --- |',
          '| 27100 | sync |',
          '',
          '```json',
          '{"a": 1}',
          '```',
        ].join('\n');
        await editor.visual.evaluate((element, text) => {
          const data = new DataTransfer();
          data.setData('text/plain', text);
          element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        }, markdown);
        await expect(editor.visual.getByText('Pasted', { exact: true })).toBeVisible();
      });

      // "Link to article" links by id: a rename never breaks it (readers get the current slug when it is published).
      const found = await page.request.get(`/api/admin/article-search?q=${encodeURIComponent('Camera Switching')}`, {
        headers: { Authorization: `Bearer ${session.sessionToken}` },
      });
      const linked = ((await found.json()) as { rows: { id: string; title: string }[] }).rows.find(
        (row) => row.title === 'Camera Switching and Tally Integration',
      )!;
      const html = await htmlOf(editor);
      expect(html).toContain(
        [
          '<p>Start</p>',
          '<h2>Setup</h2>',
          '<ul>\n  <li>one</li>\n  <li>two</li>\n</ul>',
          '<ol>\n  <li>first</li>\n</ol>',
          '<blockquote>quoted</blockquote>',
          '<pre><code class="language-bash">sfctl status</code></pre>',
          '<hr>',
          '<h3>Slashed</h3>',
          `<p><a href="/article/${linked.id}">Camera Switching and Tally Integration</a> is next.</p>`,
          `<p><a href="/article/${linked.id}#${section.id}">${section.title}</a>.</p>`,
          '<h3>Pasted</h3>',
          '<p>A <strong>bold</strong> and <em>italic</em> <code>code</code> <a href="https://example.com/x">link</a>.</p>',
          '<table><thead><tr><th>Port</th><th>Use</th></tr></thead><tbody><tr><td>27100</td><td>sync</td></tr></tbody></table>',
          '<pre><code class="language-json">{&quot;a&quot;: 1}</code></pre>',
        ].join('\n'),
      );
    });
  });
}
