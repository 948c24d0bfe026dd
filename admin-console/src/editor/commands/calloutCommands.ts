import { EditorState, Modifier, SelectionState, type ContentBlock } from 'draft-js';
import { currentBlock } from './blockCommands';

/**
 * Callouts as the public page styles them: note, tip and warning are
 * `<blockquote class="kb-admonition kb-admonition-<kind>">` led by a bold label (the imports' admonitions),
 * Best Practice is SPEC §2's `<blockquote><strong>Best Practice:</strong> …</blockquote>`. In the editor a callout is
 * a quote block with its kind as block data: the block draws its label (RichTextEditor's CSS), the text does not hold
 * it, and the HTML conversion takes the label out (fromHtml) and writes it back (toHtml).
 */
export const CALLOUTS = [
  { kind: 'note', label: 'Note' },
  { kind: 'tip', label: 'Tip' },
  { kind: 'warning', label: 'Warning' },
  { kind: 'best-practice', label: 'Best Practice' },
] as const;
export type CalloutKind = (typeof CALLOUTS)[number]['kind'];

/** Block data key of a callout's kind ('best-practice' or an admonition's kind, known or not). */
export const CALLOUT_KEY = 'callout';
/**
 * Block data key of a callout's label when it is not its kind's own: an imported tip box labelled "Best Practice",
 * or '' for an admonition without a label.
 */
export const CALLOUT_LABEL_KEY = 'calloutLabel';

/** The labels a callout's text may start with in stored HTML ("Note" for `<strong>Note:</strong>`). */
export const CALLOUT_LABELS: readonly string[] = CALLOUTS.map((callout) => callout.label);

/** The label a callout of `kind` draws when it has none of its own ('' for an unknown admonition kind). */
export const labelOfKind = (kind: string): string => CALLOUTS.find((callout) => callout.kind === kind)?.label ?? '';

/** The callout block's kind, or '' when `block` is no callout. */
export function calloutOf(block: ContentBlock): string {
  return block.getType() === 'blockquote' ? String(block.getData().get(CALLOUT_KEY) ?? '') : '';
}

/** The label a callout block draws ('' for none, and for a block that is no callout). */
export function calloutLabel(block: ContentBlock): string {
  const kind = calloutOf(block);
  if (!kind) return '';
  const own = block.getData().get(CALLOUT_LABEL_KEY) as string | undefined;
  return own ?? labelOfKind(kind);
}

/** The callout at the cursor: its kind, or '' for none. */
export function currentCallout(state: EditorState): string {
  return calloutOf(currentBlock(state));
}

/** Makes the block at the cursor the callout `kind` ('' makes it a paragraph again); the text stays as it is. */
export function setCallout(state: EditorState, kind: CalloutKind | ''): EditorState {
  const block = currentBlock(state);
  const whole = SelectionState.createEmpty(block.getKey());
  const data = block.getData().delete(CALLOUT_LABEL_KEY);
  let content = Modifier.setBlockData(state.getCurrentContent(), whole, kind ? data.set(CALLOUT_KEY, kind) : data.delete(CALLOUT_KEY));
  content = Modifier.setBlockType(content, whole, kind ? 'blockquote' : 'unstyled');
  return EditorState.forceSelection(EditorState.push(state, content, 'change-block-type'), state.getSelection());
}

/**
 * Backspace at the start of a quote or callout: an empty one is removed in one keystroke (the caret goes to the end of
 * the block before it); one with text becomes a paragraph. Null elsewhere.
 */
export function backspaceInQuote(state: EditorState): EditorState | null {
  const selection = state.getSelection();
  const block = currentBlock(state);
  if (block.getType() !== 'blockquote' || !selection.isCollapsed() || selection.getStartOffset() !== 0) return null;
  const content = state.getCurrentContent();
  const before = content.getBlockBefore(block.getKey());
  if (block.getLength() > 0 || !before || before.getType() === 'atomic') {
    const data = block.getData().delete(CALLOUT_KEY).delete(CALLOUT_LABEL_KEY);
    const paragraph = Modifier.setBlockType(Modifier.setBlockData(content, selection, data), selection, 'unstyled');
    return EditorState.forceSelection(EditorState.push(state, paragraph, 'change-block-type'), selection);
  }
  const blockMap = content.getBlockMap().delete(block.getKey());
  const end = SelectionState.createEmpty(before.getKey()).merge({ anchorOffset: before.getLength(), focusOffset: before.getLength() }) as SelectionState;
  const without = content.merge({ blockMap, selectionBefore: selection, selectionAfter: end }) as typeof content;
  return EditorState.forceSelection(EditorState.push(state, without, 'remove-range'), end);
}
