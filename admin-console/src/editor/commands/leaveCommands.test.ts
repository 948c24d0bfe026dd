import { EditorState, Modifier, SelectionState } from 'draft-js';
import { describe, expect, it } from 'vitest';
import { fromHtml } from '../html/fromHtml';
import { html } from '../../../test/editorHtml';
import { arrowDownAtEnd, returnInBlock, toggleCodeBlock } from './leaveCommands';

/** An editor holding `source` with the caret in its last block at `offset` (its end when left out), or over [offset, end). */
function caretIn(source: string, offset?: number, end?: number): EditorState {
  const state = EditorState.createWithContent(fromHtml(source));
  const block = state.getCurrentContent().getLastBlock();
  const at = offset ?? block.getLength();
  return EditorState.forceSelection(state, SelectionState.createEmpty(block.getKey()).merge({ anchorOffset: at, focusOffset: end ?? at }) as SelectionState);
}

/** Types `text` at the caret, as draft-js does for a keypress. */
const typed = (state: EditorState, text: string) =>
  EditorState.push(state, Modifier.insertText(state.getCurrentContent(), state.getSelection(), text), 'insert-characters');

describe('leaving a code block, quote or callout', () => {
  it('Enter makes a new line inside; Enter on the empty last line leaves it for a paragraph', () => {
    const once = returnInBlock(caretIn('<pre><code class="language-bash">sfctl status</code></pre>'))!;
    expect(html(once)).toBe('<pre><code class="language-bash">sfctl status\n</code></pre>');
    const left = returnInBlock(once)!;
    expect(html(typed(left, 'Then restart.'))).toBe('<pre><code class="language-bash">sfctl status</code></pre>\n<p>Then restart.</p>');
  });

  it('a callout keeps its kind and a second line; Enter on its empty last line leaves it', () => {
    const start = caretIn('<blockquote class="kb-admonition kb-admonition-warning"><strong>Warning:</strong> Unplug first.</blockquote>');
    const left = returnInBlock(returnInBlock(start)!)!;
    expect(html(typed(left, 'Next'))).toBe(
      '<blockquote class="kb-admonition kb-admonition-warning"><strong>Warning:</strong> Unplug first.</blockquote>\n<p>Next</p>',
    );
  });

  it('Enter in an empty quote makes it a paragraph; elsewhere it is not this command’s', () => {
    const quote = caretIn('<p>a</p><blockquote>q</blockquote>', 0, 1);
    const empty = EditorState.push(quote, Modifier.removeRange(quote.getCurrentContent(), quote.getSelection(), 'backward'), 'remove-range');
    expect(html(typed(returnInBlock(empty)!, 'b'))).toBe('<p>a</p>\n<p>b</p>');
    expect(returnInBlock(caretIn('<p>plain</p>'))).toBeNull();
  });

  it('ArrowDown at the end of the last block adds a paragraph after a code block, not after a paragraph', () => {
    const down = arrowDownAtEnd(caretIn('<pre><code>a\nb</code></pre>'))!;
    expect(html(typed(down, 'after'))).toBe('<pre><code>a\nb</code></pre>\n<p>after</p>');
    expect(arrowDownAtEnd(caretIn('<pre><code>a\nb</code></pre>', 0))).toBeNull();
    expect(arrowDownAtEnd(caretIn('<p>last</p>'))).toBeNull();
  });
});

describe('</> toggles the current block only', () => {
  it('in a code block of three lines, the caret’s line becomes a paragraph between two code blocks', () => {
    const middle = caretIn('<pre><code class="language-bash">one\ntwo\nthree</code></pre>', 5);
    expect(html(toggleCodeBlock(middle))).toBe(
      '<pre><code class="language-bash">one</code></pre>\n<p>two</p>\n<pre><code class="language-bash">three</code></pre>',
    );
  });

  it('a paragraph becomes a code block and back, its neighbours untouched', () => {
    const on = toggleCodeBlock(caretIn('<p>before</p><p>sfctl status</p>', 2));
    expect(html(on)).toBe('<p>before</p>\n<pre><code>sfctl status</code></pre>');
    expect(html(toggleCodeBlock(on))).toBe('<p>before</p>\n<p>sfctl status</p>');
  });
});
