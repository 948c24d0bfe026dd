import { describe, expect, it } from 'vitest';
import { fromHtml } from './fromHtml';
import { toHtml } from './toHtml';

/** Visual mode and back: what the HTML textarea shows after switching modes (and what Save sends). */
const throughEditor = (html: string) => toHtml(fromHtml(html));

/** Each feature of the editor in the markup it writes; switching modes must give it back unchanged. */
const FEATURES: Array<[string, string]> = [
  ['header 1', '<h1>Title</h1>'],
  ['header 2', '<h2>Section</h2>'],
  ['header 3', '<h3>Section</h3>'],
  ['header 4', '<h4>Section</h4>'],
  ['header 5', '<h5>Section</h5>'],
  ['header 6', '<h6>Section</h6>'],
  ['bold', '<p>a <strong>bold</strong> word</p>'],
  ['italic', '<p>an <em>italic</em> word</p>'],
  ['underline', '<p>an <u>underlined</u> word</p>'],
  ['strike', '<p>a <s>struck</s> word</p>'],
  ['inline code', '<p>run <code>sfctl status</code> first</p>'],
  ['ordered list', '<ol>\n  <li>one</li>\n  <li>two</li>\n</ol>'],
  ['bullet list', '<ul>\n  <li>one</li>\n  <li>two</li>\n</ul>'],
  ['nested list', '<ol>\n  <li>one\n    <ul>\n      <li>inner</li>\n    </ul>\n  </li>\n</ol>'],
  ['subscript', '<p>H<sub>2</sub>O</p>'],
  ['superscript', '<p>x<sup>2</sup></p>'],
  ['indent', '<p style="margin-left: 6em">indented twice</p>'],
  ['text direction', '<p dir="rtl">right to left</p>'],
  ['size small', '<p><span style="font-size: 0.75em">small</span></p>'],
  ['size large', '<p><span style="font-size: 1.5em">large</span></p>'],
  ['size huge', '<p><span style="font-size: 2.5em">huge</span></p>'],
  ['colour', '<p><span style="color: #c0392b">red</span></p>'],
  ['background', '<p><span style="background-color: #f1c40f">marked</span></p>'],
  ['font', '<p><span style="font-family: monospace">mono</span></p>'],
  ['several styles on one span', '<p><span style="color: #1f5fbf; background-color: #f1c40f; font-size: 1.5em; font-family: Georgia, serif">all</span></p>'],
  ['align center', '<p style="text-align: center">centred</p>'],
  ['align right', '<p style="text-align: right">right</p>'],
  ['align justify', '<h2 style="text-align: justify">justified</h2>'],
  ['link', '<p>see <a href="https://example.com/docs" target="_blank">the docs</a></p>'],
  ['image', '<p><img src="/media/lens-grid.svg" alt="Lens grid" width="800" height="450"/></p>'],
  [
    'video',
    '<p><iframe class="video" src="https://www.youtube.com/embed/abc123" width="560" height="315" frameborder="0" allowfullscreen="true"></iframe></p>',
  ],
  ['formula', '<p>Euler: <span class="formula">e^{i\\pi} + 1 = 0</span> holds</p>'],
  ['blockquote', '<blockquote>quoted words</blockquote>'],
  ['Best Practice box', '<blockquote><strong>Best Practice:</strong> Test licenses a day before the show.</blockquote>'],
  ['code block', '<pre><code>sfctl license activate\n  --key &lt;KEY&gt;\ndone</code></pre>'],
  ['table (kept whole)', '<table><thead><tr><th>Port</th></tr></thead><tbody><tr><td>27100</td></tr></tbody></table>'],
  ['horizontal rule (kept whole)', '<hr>'],
];

describe('switching modes round-trips every editor feature', () => {
  for (const [feature, html] of FEATURES) {
    it(feature, () => {
      expect(throughEditor(html)).toBe(html);
    });
  }

  it('keeps a whole article with all of them together', () => {
    const article = FEATURES.map(([, html]) => html).join('\n');
    expect(throughEditor(article)).toBe(article);
  });
});

describe('HTML typed in HTML mode', () => {
  it('reads <b>, <i>, <del> and rgb() colours into the editor markup', () => {
    expect(throughEditor('<p><b>b</b> <i>i</i> <del>d</del> <span style="color: rgb(192, 57, 43)">c</span></p>')).toBe(
      '<p><strong>b</strong> <em>i</em> <s>d</s> <span style="color: #c0392b">c</span></p>',
    );
  });

  it('keeps colour on a styled <strong>', () => {
    expect(throughEditor('<p><strong style="color: #1f5fbf">blue</strong></p>')).toBe(
      '<p><span style="color: #1f5fbf"><strong>blue</strong></span></p>',
    );
  });

  it('reads a quote with a Best Practice title written across lines', () => {
    expect(throughEditor('<blockquote>\n  <strong>Best Practice:</strong>\n  Keep   spares.\n</blockquote>')).toBe(
      '<blockquote><strong>Best Practice:</strong> Keep spares.</blockquote>',
    );
  });

  it('drops heading ids (the server gives headings their ids again)', () => {
    expect(throughEditor('<h2 id="license-types">License Types</h2>')).toBe('<h2>License Types</h2>');
  });
});
