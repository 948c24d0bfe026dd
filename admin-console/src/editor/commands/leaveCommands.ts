import { CharacterMetadata, ContentBlock, EditorState, genKey, Modifier, RichUtils, SelectionState, type ContentState } from 'draft-js';
import { List, Map as ImmutableMap } from 'immutable';
import { currentBlock } from './blockCommands';

/** Blocks whose lines are soft line breaks in one block: a code block, a quote and a callout (a quote with a kind). */
const MULTI_LINE = new Set(['code-block', 'blockquote']);

/** An empty paragraph after the block `after`, with the caret in it. */
export function paragraphAfter(state: EditorState, content: ContentState, after: ContentBlock): EditorState {
  const key = genKey();
  const paragraph = new ContentBlock({ key, type: 'unstyled', text: '', characterList: List(), data: ImmutableMap() });
  const blocks = content.getBlockMap().toSeq();
  const blockMap = blocks
    .takeUntil((block) => block === after)
    .concat(
      [
        [after.getKey(), after],
        [key, paragraph],
      ],
      blocks.skipUntil((block) => block === after).rest(),
    )
    .toOrderedMap();
  const next = content.merge({ blockMap, selectionAfter: SelectionState.createEmpty(key) }) as ContentState;
  return EditorState.forceSelection(EditorState.push(state, next, 'split-block'), SelectionState.createEmpty(key));
}

/**
 * Enter in a code block, quote or callout: a new line inside it; on its empty last line (or in an empty block) it
 * leaves the block, as a list does: that line becomes a paragraph after it. Null elsewhere.
 */
export function returnInBlock(state: EditorState): EditorState | null {
  const selection = state.getSelection();
  const block = currentBlock(state);
  if (!MULTI_LINE.has(block.getType())) return null;
  if (!selection.isCollapsed()) return RichUtils.insertSoftNewline(state);
  const text = block.getText();
  const atEnd = selection.getStartOffset() === text.length;
  if (text === '') {
    const content = Modifier.setBlockData(Modifier.setBlockType(state.getCurrentContent(), selection, 'unstyled'), selection, ImmutableMap());
    return EditorState.forceSelection(EditorState.push(state, content, 'change-block-type'), selection);
  }
  if (!atEnd || !text.endsWith('\n')) return RichUtils.insertSoftNewline(state);
  const lastLine = selection.merge({ anchorOffset: text.length - 1, focusOffset: text.length }) as SelectionState;
  const trimmed = Modifier.removeRange(state.getCurrentContent(), lastLine, 'backward');
  return paragraphAfter(state, trimmed, trimmed.getBlockForKey(block.getKey()));
}

/**
 * ArrowDown on the last line of the article's last block, when that block is not a paragraph (a code block, a
 * quote, a callout, a heading, a list item): a paragraph after it to go on writing in. Null elsewhere.
 */
export function arrowDownAtEnd(state: EditorState): EditorState | null {
  const selection = state.getSelection();
  const content = state.getCurrentContent();
  const block = currentBlock(state);
  if (!selection.isCollapsed() || block !== content.getLastBlock() || block.getType() === 'unstyled') return null;
  if (block.getText().slice(selection.getStartOffset()).includes('\n')) return null;
  return paragraphAfter(state, content, block);
}

const NEWLINE = CharacterMetadata.create();

/** The blocks from the selection's start block to its end block. */
function selectedBlocks(content: ContentState, selection: SelectionState): ContentBlock[] {
  const blocks = content.getBlockMap().toSeq();
  const from = blocks.skipUntil((block) => block!.getKey() === selection.getStartKey());
  return [...from.takeUntil((block) => block!.getKey() === selection.getEndKey()).toArray(), content.getBlockForKey(selection.getEndKey())];
}

/** `content` with `replaced` (consecutive blocks) swapped for `by`. */
function replaceBlocks(content: ContentState, replaced: ContentBlock[], by: ContentBlock[]): ContentState {
  const blocks = content.getBlockMap().toSeq();
  const first = replaced[0]!;
  const last = replaced[replaced.length - 1]!;
  const blockMap = blocks
    .takeUntil((block) => block === first)
    .concat(
      by.map((block) => [block.getKey(), block] as [string, ContentBlock]),
      blocks.skipUntil((block) => block === last).rest(),
    )
    .toOrderedMap();
  return content.merge({ blockMap }) as ContentState;
}

/**
 * `</>`: the selected blocks become one code block (their lines joined), or in a code block the selected lines become
 * paragraphs, one a line, and the lines before and after them stay code blocks with the same language.
 */
export function toggleCodeBlock(state: EditorState): EditorState {
  const content = state.getCurrentContent();
  const selection = state.getSelection();
  const blocks = selectedBlocks(content, selection);
  const first = blocks[0]!;
  if (first.getType() !== 'code-block' || blocks.length > 1) {
    const chars = blocks.flatMap((block, index) => [...(index ? [NEWLINE] : []), ...block.getCharacterList().toArray()]);
    const code = new ContentBlock({
      key: first.getKey(),
      type: 'code-block',
      text: blocks.map((block) => block.getText()).join('\n'),
      characterList: List(chars),
      data: ImmutableMap(),
    });
    const merged = replaceBlocks(content, blocks, [code]);
    const at = selection.getStartOffset();
    const caret = SelectionState.createEmpty(code.getKey()).merge({ anchorOffset: at, focusOffset: at }) as SelectionState;
    return EditorState.forceSelection(EditorState.push(state, merged, 'change-block-type'), caret);
  }
  const text = first.getText();
  const lineStart = text.lastIndexOf('\n', selection.getStartOffset() - 1) + 1;
  const lineEndAt = text.indexOf('\n', selection.getEndOffset());
  const lineEnd = lineEndAt === -1 ? text.length : lineEndAt;
  // The first piece keeps the block's key; the others get new ones.
  // The code block's `<code>` is its own: its lines as paragraphs are plain text.
  const piece = (from: number, to: number, type: string, data = first.getData()) => {
    const chars = first.getCharacterList().slice(from, to).toList();
    const characterList = type === 'code-block' ? chars : chars.map((char) => CharacterMetadata.removeStyle(char!, 'CODE')).toList();
    return new ContentBlock({ key: pieces.length ? genKey() : first.getKey(), type, text: text.slice(from, to), characterList, data });
  };
  const pieces: ContentBlock[] = [];
  if (lineStart > 0) pieces.push(piece(0, lineStart - 1, 'code-block'));
  let offset = lineStart;
  for (const line of text.slice(lineStart, lineEnd).split('\n')) {
    pieces.push(piece(offset, offset + line.length, 'unstyled', ImmutableMap()));
    offset += line.length + 1;
  }
  if (lineEnd < text.length) pieces.push(piece(lineEnd + 1, text.length, 'code-block'));
  const firstParagraph = pieces.find((block) => block.getType() === 'unstyled')!;
  const at = selection.getStartOffset() - lineStart;
  const caret = SelectionState.createEmpty(firstParagraph.getKey()).merge({ anchorOffset: at, focusOffset: at }) as SelectionState;
  return EditorState.forceSelection(EditorState.push(state, replaceBlocks(content, blocks, pieces), 'change-block-type'), caret);
}
