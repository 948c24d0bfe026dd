import { EditorState, Modifier, SelectionState } from 'draft-js';
import { OrderedSet } from 'immutable';
import { currentBlock } from './blockCommands';

/**
 * Callouts as the public page styles them: note, tip and warning are
 * `<blockquote class="kb-admonition kb-admonition-<kind>">` led by a bold label (the imports' admonitions),
 * Best Practice is SPEC §2's `<blockquote><strong>Best Practice:</strong> …</blockquote>`.
 */
export const CALLOUTS = [
  { kind: 'note', label: 'Note' },
  { kind: 'tip', label: 'Tip' },
  { kind: 'warning', label: 'Warning' },
  { kind: 'best-practice', label: 'Best Practice' },
] as const;
export type CalloutKind = (typeof CALLOUTS)[number]['kind'];

/** Block data key of an admonition's kind (Best Practice boxes have none: their label says it). */
export const CALLOUT_KEY = 'callout';
const LABELS = CALLOUTS.map((callout) => `${callout.label}:`);

function leadingLabel(text: string): string {
  return LABELS.find((label) => text.startsWith(label)) ?? '';
}

/** The callout at the cursor: its admonition kind, 'best-practice', or '' for none. */
export function currentCallout(state: EditorState): string {
  const block = currentBlock(state);
  if (block.getType() !== 'blockquote') return '';
  const kind = block.getData().get(CALLOUT_KEY) as string | undefined;
  if (kind) return kind;
  return leadingLabel(block.getText()) === 'Best Practice:' ? 'best-practice' : '';
}

/** Makes the block at the cursor the callout `kind` with its bold label ('' makes it a paragraph again). */
export function setCallout(state: EditorState, kind: CalloutKind | ''): EditorState {
  const block = currentBlock(state);
  const key = block.getKey();
  let content = state.getCurrentContent();
  const whole = SelectionState.createEmpty(key);
  const old = leadingLabel(block.getText());
  const callout = CALLOUTS.find((item) => item.kind === kind);
  const label = callout ? `${callout.label}:` : '';
  const labelRange = whole.merge({ anchorOffset: 0, focusOffset: old.length });
  if (label) {
    content = Modifier.replaceText(content, labelRange, label, OrderedSet(['BOLD']));
    if (!old) content = Modifier.insertText(content, whole.merge({ anchorOffset: label.length, focusOffset: label.length }), ' ');
  } else if (old) {
    content = Modifier.removeRange(content, whole.merge({ anchorOffset: 0, focusOffset: old.length + (block.getText()[old.length] === ' ' ? 1 : 0) }), 'forward');
  }
  const data = content.getBlockForKey(key).getData();
  content = Modifier.setBlockData(content, whole, kind && kind !== 'best-practice' ? data.set(CALLOUT_KEY, kind) : data.delete(CALLOUT_KEY));
  content = Modifier.setBlockType(content, whole, kind ? 'blockquote' : 'unstyled');
  const end = content.getBlockForKey(key).getLength();
  const next = EditorState.push(state, content, 'change-block-type');
  return EditorState.forceSelection(next, whole.merge({ anchorOffset: end, focusOffset: end }));
}
