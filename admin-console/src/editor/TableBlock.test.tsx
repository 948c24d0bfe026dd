import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderVisualEditor, withContentEditable } from '../../test/visualEditor';

withContentEditable();

const setup = (html: string) => renderVisualEditor(html);

const cell = (name: string) => screen.getByRole('textbox', { name });

/** Puts the caret at the end of a cell's text. */
function caretAtEnd(name: string) {
  const element = cell(name);
  act(() => {
    element.focus();
    const range = document.createRange();
    range.selectNodeContents(element);
    range.collapse(false);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  });
}

/** Selects `word` in a cell as a person dragging over it would. */
function select(name: string, word: string) {
  const element = cell(name);
  act(() => element.focus());
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const at = node.data.indexOf(word);
    if (at < 0) continue;
    act(() => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + word.length);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    return;
  }
  throw new Error(`${word} is not in ${name}`);
}

describe('tables', () => {
  it('"Insert table" adds a grid with a header row; Tab moves on, Tab in the last cell adds a row, Shift+Tab goes back', async () => {
    const { user, last } = setup('<p>Ports</p>');
    await user.click(screen.getByRole('button', { name: 'Insert table' }));
    // The cursor was at the start of "Ports": the table goes before it.
    expect(last()).toContain('<table><thead><tr><th></th><th></th><th></th></tr></thead>');
    await user.click(cell('Header, column 1'));
    await user.keyboard('Port{Tab}Use{Tab}Notes{Tab}27100');
    expect(cell('Row 1, column 1')).toHaveFocus();
    for (let i = 0; i < 5; i += 1) await user.keyboard('{Tab}');
    expect(cell('Row 2, column 3')).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(cell('Row 3, column 1')).toHaveFocus();
    await user.keyboard('27101{Shift>}{Tab}{/Shift}x');
    expect(last()).toContain(
      '<tbody><tr><td>27100</td><td></td><td></td></tr><tr><td></td><td></td><td>x</td></tr><tr><td>27101</td><td></td><td></td></tr></tbody>',
    );
    expect(last()).toContain('<thead><tr><th>Port</th><th>Use</th><th>Notes</th></tr></thead>');
  });

  it('bold and italic with Ctrl+B and Ctrl+I, inline code from the toolbar, a link with Ctrl+K, in a cell', async () => {
    const { user, last } = setup('<table><thead><tr><th>Port</th></tr></thead><tbody><tr><td>open the licence port first</td></tr></tbody></table>');
    select('Row 1, column 1', 'licence');
    await user.keyboard('{Control>}b{/Control}');
    expect(last()).toContain('<td>open the <strong>licence</strong> port first</td>');
    select('Row 1, column 1', 'first');
    await user.keyboard('{Control>}i{/Control}');
    select('Row 1, column 1', 'port');
    await user.click(screen.getByRole('button', { name: 'Inline code' }));
    expect(last()).toContain('<td>open the <strong>licence</strong> <code>port</code> <em>first</em></td>');
    select('Row 1, column 1', 'open');
    await user.keyboard('{Control>}k{/Control}');
    await user.type(screen.getByLabelText('Link URL'), 'https://example.com/ports{Enter}');
    expect(last()).toContain('<td><a href="https://example.com/ports">open</a> the <strong>licence</strong> <code>port</code> <em>first</em></td>');
    // The toolbar's Link does the same; a javascript: address is dropped by the sanitiser.
    select('Row 1, column 1', 'the');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByLabelText('Link URL'), 'javascript:alert(1){Enter}');
    expect(last()).toContain('<td><a href="https://example.com/ports">open</a> the <strong>licence</strong>');
    expect(last()).not.toContain('javascript');
    // The article's text is not touched by formatting in a cell.
    expect(last()).toMatch(/^<table>.*<\/table>$/);
  });

  it('typing after Ctrl+B with nothing selected is bold; the header cells take bold too', async () => {
    const { user, last } = setup('<table><thead><tr><th>Port</th></tr></thead><tbody><tr><td>a</td></tr></tbody></table>');
    caretAtEnd('Header, column 1');
    await user.keyboard(' {Control>}b{/Control}TCP');
    expect(last()).toContain('<th>Port <strong>TCP</strong></th>');
  });

  it('the menu inserts rows above and below, columns left and right, deletes them, and toggles the header row', async () => {
    const { user, last } = setup('<table><thead><tr><th>Port</th><th>Use</th></tr></thead><tbody><tr><td>27100</td><td>licence</td></tr></tbody></table>');
    const menu = async (item: string) => {
      await user.click(screen.getByRole('button', { name: 'Table menu' }));
      await user.click(within(screen.getByRole('menu', { name: 'Table' })).getByRole('menuitem', { name: item }));
    };
    await user.click(cell('Row 1, column 1'));
    await menu('Insert row above');
    expect(cell('Row 1, column 1')).toHaveFocus();
    await user.keyboard('new');
    await menu('Insert column right');
    await user.keyboard('right');
    expect(last()).toContain('<tbody><tr><td>new</td><td>right</td><td></td></tr><tr><td>27100</td><td></td><td>licence</td></tr></tbody>');
    await menu('Insert row below');
    await menu('Insert column left');
    await menu('Delete column');
    await menu('Delete row');
    expect(last()).toBe(
      '<table><thead><tr><th>Port</th><th></th><th>Use</th></tr></thead><tbody><tr><td>new</td><td>right</td><td></td></tr><tr><td>27100</td><td></td><td>licence</td></tr></tbody></table>',
    );
    await user.click(screen.getByRole('button', { name: 'Table menu' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Header row' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Header row' }));
    expect(last()).toContain('<table><tbody><tr><td>Port</td><td></td><td>Use</td></tr>');
    expect(screen.queryByRole('menu')).toBeNull();
    // Shift+F10 opens the menu from the keyboard; arrows and Enter choose; Escape closes it.
    await user.keyboard('{Shift>}{F10}{/Shift}');
    expect(screen.getByRole('menuitem', { name: 'Insert row above' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    await user.click(screen.getByRole('menuitem', { name: 'Delete table' }));
    expect(last()).toBe('<p><br></p>');
  });

  it('never deletes the last body row or column: the menu offers them disabled', async () => {
    const { user } = setup('<table><tbody><tr><td>only</td></tr></tbody></table>');
    await user.click(cell('Row 1, column 1'));
    await user.click(screen.getByRole('button', { name: 'Table menu' }));
    expect(screen.getByRole('menuitem', { name: 'Delete row' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Delete column' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Header row' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens a table with a link and code in its cells as a table, not an HTML block', () => {
    setup('<table><thead><tr><th>Port</th></tr></thead><tbody><tr><td><a href="https://example.com/ports"><code>27100</code></a></td></tr></tbody></table>');
    expect(within(cell('Row 1, column 1')).getByRole('link', { name: '27100' })).toHaveAttribute('href', 'https://example.com/ports');
    expect(cell('Row 1, column 1').querySelector('code')).toHaveTextContent('27100');
    expect(screen.queryByText('HTML block (edit it in HTML mode)')).toBeNull();
  });
});
