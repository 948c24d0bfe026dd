import { describe, expect, it } from 'vitest';
import { EDITOR_FEATURES as FEATURES } from './editorFeatures';
import { htmlToContent } from './editorHtml';
import { toHtml } from './toHtml';

/** Visual mode and back: what the HTML textarea shows after switching modes (and what Save sends). */
const throughEditor = (html: string) => toHtml(htmlToContent(html));

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
    expect(throughEditor('<p><strong style="color: #1f5fbf">blue</strong></p>')).toBe('<p><span style="color: #1f5fbf"><strong>blue</strong></span></p>');
  });

  it('reads a quote with a Best Practice title written across lines', () => {
    expect(throughEditor('<blockquote>\n  <strong>Best Practice:</strong>\n  Keep   spares.\n</blockquote>')).toBe(
      '<blockquote><strong>Best Practice:</strong> Keep spares.</blockquote>',
    );
  });

  it('edits an imported tip box (marked a Best Practice box by the policy) as a tip callout, not as a raw block', () => {
    const html = '<blockquote class="kb-admonition kb-admonition-tip kb-best-practice" role="note"><strong>Best Practice:</strong> Keep spares.</blockquote>';
    const content = htmlToContent(html);
    expect(content.getFirstBlock().getType()).toBe('blockquote');
    expect(toHtml(content)).toBe('<blockquote class="kb-admonition kb-admonition-tip"><strong>Best Practice:</strong> Keep spares.</blockquote>');
  });

  it('keeps whole a block the editor would change (a quote of two paragraphs, a paragraph with a class)', () => {
    const html =
      '<blockquote class="kb-admonition kb-admonition-note"><p><strong>Note:</strong></p><p>Two paragraphs.</p></blockquote>\n<p class="lead">Lead</p>\n<p>Plain</p>';
    const content = htmlToContent(html);
    expect(content.getBlocksAsArray().map((block) => block.getType())).toEqual(['atomic', 'atomic', 'unstyled']);
    expect(throughEditor(html)).toBe(html);
  });

  it('drops heading ids (the server gives headings their ids again)', () => {
    expect(throughEditor('<h2 id="license-types">License Types</h2>')).toBe('<h2>License Types</h2>');
  });
});
