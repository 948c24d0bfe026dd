import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCell, replaceRange, setLink, toggleMark, writeCell, type CellRun } from './cellHtml';
import { htmlToContent } from './editorHtml';
import { sanitizeEditorHtml } from './sanitizeEditorHtml';
import { TABLE_KEY, cleanCell, parseTable, tableHtml, type TableData } from './tableHtml';
import { toHtml } from './toHtml';

const cellRuns = (html: string) => readCell(new DOMParser().parseFromString(html, 'text/html').body, true);
/** What the editor makes of article HTML: its first block's table, or null when it became a raw HTML block. */
const tableOf = (html: string) => (htmlToContent(html).getFirstBlock().getData().get(TABLE_KEY) as TableData | undefined) ?? null;

describe('rich table cells', () => {
  it('edits a table with a link and code in its cells visually, and writes it back unchanged', () => {
    const html =
      '<table><thead><tr><th>Port</th><th>Notes</th></tr></thead><tbody><tr><td><code>27100</code></td><td>see <a href="https://example.com/ports">the <strong>port</strong> list</a></td></tr></tbody></table>';
    expect(tableOf(html)).toEqual({
      header: true,
      rows: [
        ['Port', 'Notes'],
        ['<code>27100</code>', 'see <a href="https://example.com/ports">the <strong>port</strong> list</a>'],
      ],
    });
    expect(toHtml(htmlToContent(html))).toBe(html);
  });

  it('reads <b> and <i> as bold and italic, and writes <strong> and <em>', () => {
    expect(parseTable('<table><tbody><tr><td><b>a</b> <i>b</i></td></tr></tbody></table>')!.rows).toEqual([['<strong>a</strong> <em>b</em>']]);
  });

  it('keeps whole (a raw HTML block) a table whose cells hold more than that', () => {
    for (const cell of [
      'a<br>b',
      '<u>u</u>',
      '<a href="/x" target="_blank">x</a>',
      '<a href="/x" title="t">x</a>',
      '<span style="color: #c0392b">c</span>',
      '<img src="/a.png" alt="a">',
      '<p>a</p>',
    ]) {
      const html = `<table><tbody><tr><td>${cell}</td></tr></tbody></table>`;
      expect(tableOf(html), cell).toBeNull();
      expect(htmlToContent(html).getFirstBlock().getData().get('rawHtml'), cell).toContain('<table>');
    }
  });

  it('cleans what is typed or pasted in a cell through the sanitiser, down to bold, italic, code and links', () => {
    expect(cleanCell('<b>bold</b> <i>it</i> <u>under</u> <span style="color: red">red</span> <code>c</code>')).toBe(
      '<strong>bold</strong> <em>it</em> under red <code>c</code>',
    );
    expect(cleanCell('<a href="https://example.com/a" target="_blank" onclick="alert(1)" class="x">link</a>')).toBe('<a href="https://example.com/a">link</a>');
    expect(cleanCell('<a href="javascript:alert(1)">bad</a><script>alert(1)</script><img src="x" onerror="alert(1)">')).toBe('bad');
    expect(cleanCell('a<br>')).toBe('a');
    expect(cleanCell('1 &lt; 2 &amp; <div>3</div>')).toBe('1 &lt; 2 &amp; 3');
  });

  it('toggles bold, italic and code on a part of a cell, and links a part', () => {
    const runs = cellRuns('the port list')!;
    const bold = toggleMark(runs, 4, 8, 'strong');
    expect(writeCell(bold)).toBe('the <strong>port</strong> list');
    expect(writeCell(toggleMark(bold, 4, 8, 'strong'))).toBe('the port list');
    // Part bold: the whole selection becomes bold.
    expect(writeCell(toggleMark(bold, 0, 8, 'strong'))).toBe('<strong>the port</strong> list');
    expect(writeCell(toggleMark(bold, 5, 13, 'code'))).toBe('the <strong>p</strong><code><strong>ort</strong> list</code>');
    expect(writeCell(setLink(bold, 0, 13, 'https://example.com/'))).toBe('<a href="https://example.com/">the <strong>port</strong> list</a>');
    expect(writeCell(setLink(runs, 3, 3, '/ports'))).toBe('the<a href="/ports">/ports</a> port list');
    expect(writeCell(replaceRange(bold, 8, 8, [{ text: 's', strong: true }]))).toBe('the <strong>ports</strong> list');
  });

  const run = fc.record({
    text: fc.stringMatching(/^[a-z&<>"]{1,4}( [a-z&<>"]{1,3})?$/),
    strong: fc.boolean(),
    em: fc.boolean(),
    code: fc.boolean(),
    href: fc.option(fc.constantFrom('https://example.com/a', '/articles/b?x=1&y=2', '#c'), { nil: undefined }),
  });
  const table = fc
    .tuple(fc.array(fc.array(run, { maxLength: 4 }), { minLength: 1, maxLength: 3 }), fc.boolean())
    .map(([cells, header]: [CellRun[][], boolean]): TableData => ({ header, rows: [cells.map(writeCell), cells.map(() => 'x')] }));

  it('gives back any cell of text, bold, italic, code and links: written, sanitised, read and written again', () => {
    fc.assert(
      fc.property(table, (data) => {
        expect(parseTable(sanitizeEditorHtml(tableHtml(data)))).toEqual(data);
      }),
      { numRuns: 150 },
    );
  });

  it('edits such a table visually and gives it back unchanged through the editor', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(table, (data) => {
        const html = tableHtml(data);
        expect(tableOf(html)).toEqual(data);
        expect(toHtml(htmlToContent(html))).toBe(html);
      }),
      { numRuns: 25 },
    );
  });
});
