import { EditorState, Modifier, RichUtils, type ContentBlock } from 'draft-js';
import { Map as ImmutableMap } from 'immutable';

const HEADER_TYPES = ['unstyled', 'header-one', 'header-two', 'header-three', 'header-four', 'header-five', 'header-six'] as const;
const LIST_TYPES = new Set(['ordered-list-item', 'unordered-list-item']);
const MAX_INDENT = 8;
const MAX_LIST_DEPTH = 4;

/** The type of the block holding the selection's start. */
export function currentBlock(state: EditorState): ContentBlock {
  return state.getCurrentContent().getBlockForKey(state.getSelection().getStartKey());
}

/** 0 for a paragraph, 1–6 for a heading. */
export function headerLevel(state: EditorState): number {
  return Math.max(0, HEADER_TYPES.indexOf(currentBlock(state).getType() as (typeof HEADER_TYPES)[number]));
}

export function setHeader(state: EditorState, level: number): EditorState {
  const type = HEADER_TYPES[level] ?? 'unstyled';
  return currentBlock(state).getType() === type ? state : RichUtils.toggleBlockType(state, type);
}

/** Lists, blockquote and code block: toggled on, or back to a paragraph. */
export function toggleBlock(state: EditorState, type: string): EditorState {
  return RichUtils.toggleBlockType(state, type);
}

function selectedBlocks(state: EditorState): ContentBlock[] {
  const content = state.getCurrentContent();
  const selection = state.getSelection();
  const blocks: ContentBlock[] = [];
  let key: string | undefined = selection.getStartKey();
  while (key) {
    const block = content.getBlockForKey(key);
    blocks.push(block);
    if (key === selection.getEndKey()) break;
    key = content.getKeyAfter(key);
  }
  return blocks;
}

/** Merges alignment, direction or indentation into every selected block ('' or 0 removes the key). */
export function setBlockLayout(state: EditorState, patch: Record<string, string | number | undefined>): EditorState {
  let content = state.getCurrentContent();
  const selection = state.getSelection();
  content = Modifier.mergeBlockData(content, selection, ImmutableMap(patch));
  for (const block of selectedBlocks(state)) {
    const cleaned = content
      .getBlockForKey(block.getKey())
      .getData()
      .filter((value) => value !== '' && value !== 0 && value !== undefined);
    content = content.setIn(['blockMap', block.getKey(), 'data'], cleaned) as typeof content;
  }
  return EditorState.forceSelection(EditorState.push(state, content, 'change-block-data'), selection);
}

/** Indents (delta 1) or outdents (delta -1): list items change nesting depth, other blocks their margin. */
export function indent(state: EditorState, delta: 1 | -1): EditorState {
  const blocks = selectedBlocks(state);
  let content = state.getCurrentContent();
  for (const block of blocks) {
    if (LIST_TYPES.has(block.getType())) {
      const depth = Math.min(MAX_LIST_DEPTH, Math.max(0, block.getDepth() + delta));
      content = content.setIn(['blockMap', block.getKey(), 'depth'], depth) as typeof content;
    } else {
      const level = Math.min(MAX_INDENT, Math.max(0, Number(block.getData().get('indent') ?? 0) + delta));
      const data = level ? block.getData().set('indent', level) : block.getData().delete('indent');
      content = content.setIn(['blockMap', block.getKey(), 'data'], data) as typeof content;
    }
  }
  return EditorState.forceSelection(EditorState.push(state, content, 'adjust-depth'), state.getSelection());
}

export function toggleDirection(state: EditorState): EditorState {
  const rtl = currentBlock(state).getData().get('direction') === 'rtl';
  return setBlockLayout(state, { direction: rtl ? '' : 'rtl' });
}

/**
 * Enter at the end of a heading starts a paragraph (not another heading); elsewhere draft-js splits
 * the block as usual. Null when Enter is not at the end of a heading.
 */
export function breakAfterHeading(state: EditorState): EditorState | null {
  const selection = state.getSelection();
  const block = currentBlock(state);
  const atEnd = selection.isCollapsed() && selection.getStartOffset() === block.getLength();
  if (!atEnd || headerLevel(state) === 0) return null;
  const split = Modifier.splitBlock(state.getCurrentContent(), selection);
  const after = split.getSelectionAfter();
  const paragraph = Modifier.setBlockData(Modifier.setBlockType(split, after, 'unstyled'), after, ImmutableMap());
  return EditorState.push(state, paragraph, 'split-block');
}
