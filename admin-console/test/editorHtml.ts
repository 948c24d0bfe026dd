import type { EditorState } from 'draft-js';
import { expect } from 'vitest';
import { fromHtml } from '../src/editor/html/fromHtml';
import { toHtml } from '../src/editor/html/toHtml';

/** The HTML the editor writes for `state`, checked to read back unchanged. */
export function html(state: EditorState): string {
  const out = toHtml(state.getCurrentContent());
  expect(toHtml(fromHtml(out))).toBe(out);
  return out;
}
