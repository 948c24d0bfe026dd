import { EditorState, SelectionState } from 'draft-js';
import { describe, expect, it } from 'vitest';
import { setImage } from '../commands/imageCommands';
import { htmlToContent } from './editorHtml';
import { toHtml } from './toHtml';

const IMAGE = '<img src="/media/rack.png" alt="The rack"/>';
const stateOf = (html: string) => EditorState.createWithContent(htmlToContent(html));
const htmlOf = (state: EditorState) => toHtml(state.getCurrentContent());
const lineKey = (state: EditorState, index = 0) => state.getCurrentContent().getBlocksAsArray()[index]!.getKey();
const imageData = (state: EditorState, index = 0) => {
  const content = state.getCurrentContent();
  const block = content.getBlocksAsArray()[index]!;
  return content.getEntity(block.getEntityAt(0)).getData() as Record<string, string>;
};

describe('image figures in the editor', () => {
  it('reads a figure as the image of its line, with its size and caption', () => {
    const state = stateOf(
      '<figure class="kb-image kb-image-small"><img src="/media/rack.png" alt="The rack"><figcaption>\n  The rack,   front view\n</figcaption></figure>',
    );
    const block = state.getCurrentContent().getFirstBlock();
    expect(block.getType()).toBe('unstyled');
    expect(imageData(state)).toEqual({ src: '/media/rack.png', alt: 'The rack', size: 'small', caption: 'The rack, front view' });
    expect(htmlOf(state)).toBe(`<figure class="kb-image kb-image-small">${IMAGE}<figcaption>The rack, front view</figcaption></figure>`);
  });

  it('Small, then Medium, a caption and a new alt text: the line is written as a figure at each step', () => {
    let state = stateOf(`<p>Before</p>\n<p>${IMAGE}</p>\n<p>After</p>`);
    const key = lineKey(state, 1);
    state = setImage(state, key, { size: 'small' });
    expect(htmlOf(state)).toBe(`<p>Before</p>\n<figure class="kb-image kb-image-small">${IMAGE}</figure>\n<p>After</p>`);
    state = setImage(state, key, { size: 'medium' });
    state = setImage(state, key, { caption: '  Rack <A> & "B"  ' });
    state = setImage(state, key, { alt: 'The rack, front' });
    expect(htmlOf(state)).toBe(
      '<p>Before</p>\n<figure class="kb-image kb-image-medium"><img src="/media/rack.png" alt="The rack, front"/><figcaption>Rack &lt;A&gt; &amp; &quot;B&quot;</figcaption></figure>\n<p>After</p>',
    );
    // Read back as it was written.
    expect(htmlOf(stateOf(htmlOf(state)))).toBe(htmlOf(state));
    // One Undo takes back one change: the alt text.
    expect(htmlOf(EditorState.undo(state))).toContain('alt="The rack"/><figcaption>');
  });

  it('Full without a caption gives the image paragraph back exactly as it was', () => {
    const before = '<p><img src="/media/lens-grid.svg" alt="Lens grid" width="800" height="450"/></p>';
    let state = stateOf(before);
    state = setImage(state, lineKey(state), { size: 'small', caption: 'Grid' });
    expect(htmlOf(state)).toBe(
      '<figure class="kb-image kb-image-small"><img src="/media/lens-grid.svg" alt="Lens grid" width="800" height="450"/><figcaption>Grid</figcaption></figure>',
    );
    state = setImage(setImage(state, lineKey(state), { size: null }), lineKey(state), { caption: ' ' });
    expect(htmlOf(state)).toBe(before);
  });

  it('a full-width image with a caption is a figure without a size class', () => {
    const state = stateOf(`<p>${IMAGE}</p>`);
    expect(htmlOf(setImage(state, lineKey(state), { caption: 'Front' }))).toBe(`<figure class="kb-image">${IMAGE}<figcaption>Front</figcaption></figure>`);
  });

  it('a sized image is centred as a figure: the line loses its alignment', () => {
    const state = stateOf(`<p style="text-align: center">${IMAGE}</p>`);
    expect(htmlOf(setImage(state, lineKey(state), { size: 'medium' }))).toBe(`<figure class="kb-image kb-image-medium">${IMAGE}</figure>`);
  });

  it('sizes and captions only an image alone on its line: an image among words stays as it is', () => {
    const html = `<p>See ${IMAGE} here</p>`;
    const state = stateOf(html);
    expect(setImage(state, lineKey(state), { size: 'small' })).toBe(state);
    expect(htmlOf(state)).toBe(html);
  });

  it('keeps the caret where it was', () => {
    let state = stateOf(`<p>${IMAGE}</p>`);
    const caret = SelectionState.createEmpty(lineKey(state)).merge({ anchorOffset: 1, focusOffset: 1 }) as SelectionState;
    state = EditorState.acceptSelection(state, caret);
    expect(setImage(state, lineKey(state), { size: 'small' }).getSelection()).toBe(caret);
  });

  it.each([
    ['another class', '<figure class="kb-image photo"><img src="/media/rack.png" alt="The rack"><figcaption>Rack</figcaption></figure>'],
    ['two images', '<figure class="kb-image kb-image-small"><img src="/media/a.png" alt="A"><img src="/media/b.png" alt="B"></figure>'],
    ['a caption with a link', '<figure class="kb-image kb-image-small"><img src="/media/a.png" alt="A"><figcaption><a href="/x">A</a></figcaption></figure>'],
    ['an image with a title', '<figure class="kb-image kb-image-small"><img src="/media/a.png" alt="A" title="A"></figure>'],
    ['no size and no caption', '<figure class="kb-image"><img src="/media/a.png" alt="A"></figure>'],
    ['an id', '<figure class="kb-image kb-image-small" id="a"><img src="/media/a.png" alt="A"></figure>'],
    ['a figure of a code block', '<figure class="kb-code"><figcaption>setup.sh</figcaption><pre><code>run</code></pre></figure>'],
  ])('keeps any other figure whole, as an HTML block: %s', (_case, html) => {
    const content = htmlToContent(html);
    expect(content.getFirstBlock().getType()).toBe('atomic');
    expect(content.getFirstBlock().getData().get('rawHtml')).toBe(html);
    expect(toHtml(content)).toBe(html);
  });

  it('drops a size the policy does not know (the image stays, at full width)', () => {
    const html = '<figure class="kb-image kb-image-huge"><img src="/media/rack.png" alt="The rack"><figcaption>Rack</figcaption></figure>';
    expect(toHtml(htmlToContent(html))).toBe(`<figure class="kb-image">${IMAGE}<figcaption>Rack</figcaption></figure>`);
  });
});
