import { EditorState, SelectionState } from 'draft-js';
import { describe, expect, it } from 'vitest';
import { fromHtml } from '../html/fromHtml';
import { html } from '../../../test/editorHtml';
import { indent, setBlockLayout, setHeader, toggleBlock, toggleDirection } from './blockCommands';
import { applyLink, insertFormula, insertImage, insertVideo } from './entityCommands';
import { clean, setValueStyle, toggleInline } from './inlineCommands';
import { toEmbedUrl } from './videoUrl';

/** An editor holding `html` with `word` (in the first block) selected; the cursor at its end if `collapse`. */
function selecting(html: string, word: string, collapse = false): EditorState {
  const state = EditorState.createWithContent(fromHtml(html));
  const block = state.getCurrentContent().getFirstBlock();
  const start = block.getText().indexOf(word);
  const end = start + word.length;
  const selection = SelectionState.createEmpty(block.getKey()).merge({ anchorOffset: collapse ? end : start, focusOffset: end });
  return EditorState.forceSelection(state, selection);
}

describe('toolbar commands write the markup the server keeps', () => {
  it('headers 1 to 6 and back to normal', () => {
    for (let level = 1; level <= 6; level += 1) {
      expect(html(setHeader(selecting('<p>Title</p>', 'Title'), level))).toBe(`<h${level}>Title</h${level}>`);
    }
    expect(html(setHeader(selecting('<h2>Title</h2>', 'Title'), 0))).toBe('<p>Title</p>');
  });

  it.each([
    ['BOLD', '<p>a <strong>word</strong></p>'],
    ['ITALIC', '<p>a <em>word</em></p>'],
    ['UNDERLINE', '<p>a <u>word</u></p>'],
    ['STRIKETHROUGH', '<p>a <s>word</s></p>'],
    ['SUBSCRIPT', '<p>a <sub>word</sub></p>'],
    ['SUPERSCRIPT', '<p>a <sup>word</sup></p>'],
  ])('%s', (style, expected) => {
    expect(html(toggleInline(selecting('<p>a word</p>', 'word'), style))).toBe(expected);
  });

  it('subscript replaces superscript', () => {
    expect(html(toggleInline(selecting('<p>a <sup>word</sup></p>', 'word'), 'SUBSCRIPT'))).toBe('<p>a <sub>word</sub></p>');
  });

  it.each([
    ['ordered-list-item', '<ol>\n  <li>item</li>\n</ol>'],
    ['unordered-list-item', '<ul>\n  <li>item</li>\n</ul>'],
    ['blockquote', '<blockquote>item</blockquote>'],
    ['code-block', '<pre><code>item</code></pre>'],
  ])('block %s', (type, expected) => {
    expect(html(toggleBlock(selecting('<p>item</p>', 'item'), type))).toBe(expected);
  });

  it('indent and outdent paragraphs; nest list items', () => {
    const twice = indent(indent(selecting('<p>text</p>', 'text'), 1), 1);
    expect(html(twice)).toBe('<p style="margin-left: 6em">text</p>');
    expect(html(indent(twice, -1))).toBe('<p style="margin-left: 3em">text</p>');
    expect(html(indent(indent(twice, -1), -1))).toBe('<p>text</p>');
    const list = fromHtml('<ul><li>a</li><li>b</li></ul>');
    const second = list.getBlockAfter(list.getFirstBlock().getKey())!;
    const state = EditorState.forceSelection(EditorState.createWithContent(list), SelectionState.createEmpty(second.getKey()));
    expect(html(indent(state, 1))).toBe('<ul>\n  <li>a\n    <ul>\n      <li>b</li>\n    </ul>\n  </li>\n</ul>');
  });

  it('text direction toggles right-to-left', () => {
    const rtl = toggleDirection(selecting('<p>text</p>', 'text'));
    expect(html(rtl)).toBe('<p dir="rtl">text</p>');
    expect(html(toggleDirection(rtl))).toBe('<p>text</p>');
  });

  it('align', () => {
    expect(html(setBlockLayout(selecting('<p>text</p>', 'text'), { textAlign: 'center' }))).toBe('<p style="text-align: center">text</p>');
    expect(html(setBlockLayout(selecting('<p style="text-align: center">text</p>', 'text'), { textAlign: '' }))).toBe('<p>text</p>');
  });

  it.each([
    ['SIZE', '0.75em', '<p>a <span style="font-size: 0.75em">word</span></p>'],
    ['SIZE', '2.5em', '<p>a <span style="font-size: 2.5em">word</span></p>'],
    ['COLOR', '#c0392b', '<p>a <span style="color: #c0392b">word</span></p>'],
    ['BG', '#f1c40f', '<p>a <span style="background-color: #f1c40f">word</span></p>'],
    ['FONT', 'monospace', '<p>a <span style="font-family: monospace">word</span></p>'],
  ] as const)('%s %s', (prefix, value, expected) => {
    expect(html(setValueStyle(selecting('<p>a word</p>', 'word'), prefix, value))).toBe(expected);
  });

  it('a new colour replaces the old one; normal size removes the size', () => {
    const red = setValueStyle(selecting('<p>a word</p>', 'word'), 'COLOR', '#c0392b');
    expect(html(setValueStyle(red, 'COLOR', '#1f5fbf'))).toBe('<p>a <span style="color: #1f5fbf">word</span></p>');
    const huge = setValueStyle(selecting('<p>a word</p>', 'word'), 'SIZE', '2.5em');
    expect(html(setValueStyle(huge, 'SIZE', ''))).toBe('<p>a word</p>');
  });

  it('link on a selection, and on a bare cursor', () => {
    expect(html(applyLink(selecting('<p>see docs</p>', 'docs'), 'https://example.com'))).toBe('<p>see <a href="https://example.com">docs</a></p>');
    expect(html(applyLink(selecting('<p>see </p>', 'see', true), 'https://example.com'))).toBe(
      '<p>see<a href="https://example.com">https://example.com</a></p>',
    );
  });

  it('image, video and formula', () => {
    expect(html(insertImage(selecting('<p>x</p>', 'x'), '/media/a.svg', 'A diagram'))).toBe('<p><img src="/media/a.svg" alt="A diagram"/></p>');
    expect(html(insertVideo(selecting('<p>x</p>', 'x'), 'https://player.vimeo.com/video/1'))).toBe(
      '<p><iframe class="video" src="https://player.vimeo.com/video/1" width="560" height="315" frameborder="0" allowfullscreen="true"></iframe></p>',
    );
    expect(html(insertFormula(selecting('<p>x</p>', 'x'), 'a^2+b^2=c^2'))).toBe('<p><span class="formula">a^2+b^2=c^2</span></p>');
  });

  it('clean removes styles, sizes, colours and links but keeps the text', () => {
    const messy = '<p><a href="https://x.org"><span style="color: #c0392b"><strong><em>word</em></strong></span></a></p>';
    expect(html(clean(selecting(messy, 'word')))).toBe('<p>word</p>');
  });
});

describe('toEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abc123', 'https://www.youtube.com/embed/abc123'],
    ['https://youtu.be/abc123', 'https://www.youtube.com/embed/abc123'],
    ['https://www.youtube.com/embed/abc123', 'https://www.youtube.com/embed/abc123'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://evil.example/video', null],
    ['not a url', null],
  ])('%s', (input, expected) => {
    expect(toEmbedUrl(input)).toBe(expected);
  });
});
