import { renderHook } from '@testing-library/react';
import { EditorState, Modifier } from 'draft-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { htmlToContent } from './html/editorHtml';
import { toHtml } from './html/toHtml';
import { TYPING_MAX_WAIT_MS, TYPING_PAUSE_MS, useHtmlReport } from './useHtmlReport';

/** An editor holding `html`, and a way to type into it as draft-js records typing. */
function editorOf(html: string) {
  const state = { current: EditorState.moveSelectionToEnd(EditorState.createWithContent(htmlToContent(html))) };
  const type = (text: string) => {
    const content = Modifier.insertText(state.current.getCurrentContent(), state.current.getSelection(), text);
    state.current = EditorState.push(state.current, content, 'insert-characters');
  };
  return { state, type, initialExport: toHtml(state.current.getCurrentContent()) };
}

/** The tests' editor has no text on the page: every press is outside it. */
const NO_SURFACE = { current: null };

/** The report of an editor mounted with `html`, and what it told. */
function reporting(html: string) {
  const editor = editorOf(html);
  const onChange = vi.fn();
  const { result } = renderHook(() => useHtmlReport(editor.state, NO_SURFACE, html, editor.initialExport, onChange));
  return { editor, onChange, report: result.current };
}

describe('the editor reports its HTML', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('typed text after a pause in typing, not on each key', () => {
    const { editor, onChange, report } = reporting('<p>Hello</p>');
    for (const letter of ' world') {
      editor.type(letter);
      report.changed(true);
      vi.advanceTimersByTime(100);
    }
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello world</p>');
  });

  it('at least every 10 seconds while typing goes on without a pause', () => {
    const { editor, onChange, report } = reporting('<p>A</p>');
    for (let key = 0; key < 250; key += 1) {
      editor.type('a');
      report.changed(true);
      vi.advanceTimersByTime(100);
    }
    expect(onChange).toHaveBeenCalledTimes(Math.floor((250 * 100) / TYPING_MAX_WAIT_MS));
  });

  it('at once on now() (the editor lost the focus, Ctrl+S), and only once', () => {
    const { editor, onChange, report } = reporting('<p>Hello</p>');
    editor.type('!');
    report.changed(true);
    report.now();
    expect(onChange).toHaveBeenCalledWith('<p>Hello!</p>');
    vi.advanceTimersByTime(TYPING_PAUSE_MS * 2);
    report.now();
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('at once on a press outside the text (a tap on Save that moves no focus)', () => {
    const { editor, onChange, report } = reporting('<p>Hello</p>');
    editor.type('!');
    report.changed(true);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(onChange).toHaveBeenCalledWith('<p>Hello!</p>');
  });

  it('a change that is not typing at once', () => {
    const { editor, onChange, report } = reporting('<p>Hello</p>');
    editor.type('!');
    report.changed(false);
    expect(onChange).toHaveBeenCalledWith('<p>Hello!</p>');
  });

  it('the HTML it was mounted with when the text is back where it started, even after the parent passed newer text in', () => {
    const given = '<p>Hello</p>\n';
    const editor = editorOf(given);
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ html }) => useHtmlReport(editor.state, NO_SURFACE, html, editor.initialExport, onChange), {
      initialProps: { html: given },
    });
    const start = editor.state.current;
    editor.type('!');
    result.current.now();
    rerender({ html: '<p>Hello!</p>' });
    editor.state.current = EditorState.push(editor.state.current, start.getCurrentContent(), 'backspace-character');
    result.current.now();
    expect(onChange).toHaveBeenLastCalledWith(given);
  });
});
