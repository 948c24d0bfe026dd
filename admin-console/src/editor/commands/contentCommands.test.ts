import { EditorState, Modifier, SelectionState } from 'draft-js';
import { describe, expect, it } from 'vitest';
import { fromHtml } from '../html/fromHtml';
import { html } from '../../../test/editorHtml';
import { breakAfterHeading } from './blockCommands';
import { backspaceInQuote, setCallout } from './calloutCommands';
import { setCodeLanguage } from './codeLanguage';
import { NEW_TABLE, insertTable, tableEdits } from './tableCommands';

/** An editor holding `html`, the cursor in the first block at `offset` (its end when omitted). */
function at(html: string, offset?: number): EditorState {
  const state = EditorState.createWithContent(fromHtml(html));
  const block = state.getCurrentContent().getFirstBlock();
  const position = offset ?? block.getLength();
  return EditorState.forceSelection(state, SelectionState.createEmpty(block.getKey()).merge({ anchorOffset: position, focusOffset: position }));
}

/** Types `text` at the cursor. */
const typed = (state: EditorState, text: string) =>
  EditorState.push(state, Modifier.insertText(state.getCurrentContent(), state.getSelection(), text), 'insert-characters');

describe('Enter after a heading', () => {
  it("starts a paragraph, without the heading's alignment", () => {
    const next = breakAfterHeading(at('<h2 style="text-align: center">License Types</h2>'));
    expect(next).not.toBeNull();
    expect(html(typed(next!, 'Body text'))).toBe('<h2 style="text-align: center">License Types</h2>\n<p>Body text</p>');
  });

  it('leaves Enter inside a heading, or in a paragraph, to draft-js', () => {
    expect(breakAfterHeading(at('<h2>License Types</h2>', 3))).toBeNull();
    expect(breakAfterHeading(at('<p>Text</p>'))).toBeNull();
  });
});

describe('callouts', () => {
  it.each([
    ['note', '<blockquote class="kb-admonition kb-admonition-note"><strong>Note:</strong> Keep spares.</blockquote>'],
    ['tip', '<blockquote class="kb-admonition kb-admonition-tip"><strong>Tip:</strong> Keep spares.</blockquote>'],
    ['warning', '<blockquote class="kb-admonition kb-admonition-warning"><strong>Warning:</strong> Keep spares.</blockquote>'],
    ['best-practice', '<blockquote><strong>Best Practice:</strong> Keep spares.</blockquote>'],
  ] as const)('%s is the markup the public page styles', (kind, expected) => {
    expect(html(setCallout(at('<p>Keep spares.</p>'), kind))).toBe(expected);
  });

  it('changes one kind into another, and back to a paragraph, replacing the label', () => {
    const note = setCallout(at('<p>Keep spares.</p>'), 'note');
    const warning = setCallout(note, 'warning');
    expect(html(warning)).toBe('<blockquote class="kb-admonition kb-admonition-warning"><strong>Warning:</strong> Keep spares.</blockquote>');
    expect(html(setCallout(warning, 'best-practice'))).toBe('<blockquote><strong>Best Practice:</strong> Keep spares.</blockquote>');
    expect(html(setCallout(warning, ''))).toBe('<p>Keep spares.</p>');
  });

  it("hold their label as the block's kind, not as text: the text starts after it, and an imported label of another kind stays", () => {
    const warning = at('<blockquote class="kb-admonition kb-admonition-warning"><strong>Warning:</strong> Unplug first.</blockquote>', 0);
    expect(warning.getCurrentContent().getFirstBlock().getText()).toBe('Unplug first.');
    const tipBox = '<blockquote class="kb-admonition kb-admonition-tip"><strong>Best Practice:</strong> Keep spares.</blockquote>';
    expect(at(tipBox).getCurrentContent().getFirstBlock().getText()).toBe('Keep spares.');
    expect(html(at(tipBox))).toBe(tipBox);
    // A quote labelled "Note" without the admonition's class is a quote with bold text, as it was.
    expect(at('<blockquote><strong>Note:</strong> plain</blockquote>').getCurrentContent().getFirstBlock().getText()).toBe('Note: plain');
  });

  it('Backspace in an empty callout removes it in one keystroke; at the start of one with text, makes it a paragraph', () => {
    const state = EditorState.createWithContent(
      fromHtml('<p>Before</p><blockquote class="kb-admonition kb-admonition-note"><strong>Note:</strong></blockquote>'),
    );
    const callout = state.getCurrentContent().getLastBlock();
    expect(callout.getText()).toBe('');
    const removed = backspaceInQuote(EditorState.forceSelection(state, SelectionState.createEmpty(callout.getKey())))!;
    expect(html(typed(removed, ' and after'))).toBe('<p>Before and after</p>');
    expect(html(backspaceInQuote(at('<blockquote><strong>Best Practice:</strong> Keep spares.</blockquote>', 0))!)).toBe('<p>Keep spares.</p>');
    expect(backspaceInQuote(at('<blockquote><strong>Best Practice:</strong> Keep spares.</blockquote>', 2))).toBeNull();
  });
});

describe('code blocks', () => {
  it('carry a language as class="language-x", and lose it again', () => {
    const bash = setCodeLanguage(at('<pre><code>sfctl status</code></pre>'), 'bash');
    expect(html(bash)).toBe('<pre><code class="language-bash">sfctl status</code></pre>');
    expect(html(setCodeLanguage(bash, ''))).toBe('<pre><code>sfctl status</code></pre>');
  });
});

describe('tables', () => {
  const table = {
    header: true,
    rows: [
      ['Port', 'Use'],
      ['27100', 'licence'],
    ],
  };

  it("inserts a table with a header row after the cursor's block", () => {
    expect(html(insertTable(at('<p>Ports</p>'), table))).toBe(
      '<p>Ports</p>\n<table><thead><tr><th>Port</th><th>Use</th></tr></thead><tbody><tr><td>27100</td><td>licence</td></tr></tbody></table>\n<p><br></p>',
    );
    expect(html(insertTable(at('<p>x</p>')))).toContain('<table><thead><tr><th></th><th></th><th></th></tr></thead><tbody><tr><td></td>');
    expect(NEW_TABLE.rows).toHaveLength(3);
  });

  it('goes after a table the selection is on (the toolbar pressed while a cell has the focus), the table kept', () => {
    const state = EditorState.createWithContent(fromHtml('<p>a</p><table><tbody><tr><td>x</td></tr></tbody></table><p>b</p>'));
    const onTable = EditorState.forceSelection(state, SelectionState.createEmpty(state.getCurrentContent().getBlocksAsArray()[1]!.getKey()));
    expect(html(insertTable(onTable, table))).toBe(
      '<p>a</p>\n<table><tbody><tr><td>x</td></tr></tbody></table>\n<table><thead><tr><th>Port</th><th>Use</th></tr></thead><tbody><tr><td>27100</td><td>licence</td></tr></tbody></table>\n<p><br></p>\n<p>b</p>',
    );
  });

  it('never deletes selected text: the table goes after the selection', () => {
    const state = at('<p>Open the ports</p>');
    const selected = EditorState.forceSelection(state, state.getSelection().merge({ anchorOffset: 5, focusOffset: 15 }) as SelectionState);
    expect(html(insertTable(selected, table))).toBe(
      '<p>Open the ports</p>\n<table><thead><tr><th>Port</th><th>Use</th></tr></thead><tbody><tr><td>27100</td><td>licence</td></tr></tbody></table>\n<p><br></p>',
    );
  });

  it('inserts rows above and below, columns left and right, and removes them, keeping one body row and one column', () => {
    expect(tableEdits.insertRow(table, 1).rows).toEqual([
      ['Port', 'Use'],
      ['', ''],
      ['27100', 'licence'],
    ]);
    expect(tableEdits.insertRow(table, 2).rows).toEqual([
      ['Port', 'Use'],
      ['27100', 'licence'],
      ['', ''],
    ]);
    expect(tableEdits.insertColumn(table, 1).rows).toEqual([
      ['Port', '', 'Use'],
      ['27100', '', 'licence'],
    ]);
    expect(tableEdits.insertColumn(table, 0).rows).toEqual([
      ['', 'Port', 'Use'],
      ['', '27100', 'licence'],
    ]);
    expect(tableEdits.removeColumn(table, 0).rows).toEqual([['Use'], ['licence']]);
    expect(tableEdits.removeRow(table, 1)).toBe(table);
    expect(tableEdits.removeColumn({ header: false, rows: [['a']] }, 0).rows).toEqual([['a']]);
    expect(tableEdits.setCell(table, 1, 1, 'sync').rows[1]).toEqual(['27100', 'sync']);
  });

  it('turns the header row on and off', () => {
    expect(tableEdits.toggleHeader(table)).toEqual({ ...table, header: false });
    expect(tableEdits.toggleHeader({ header: false, rows: [['only']] }).header).toBe(false);
  });
});
