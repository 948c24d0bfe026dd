import { EditorState, Modifier, RichUtils, SelectionState } from 'draft-js';
import { Map as ImmutableMap } from 'immutable';
import { currentBlock } from './blockCommands';
import { insertAtomic } from './tableCommands';

/** What a line typed at the start of an empty paragraph becomes when a space follows it. */
const SPACE_SHORTCUTS: ReadonlyArray<[RegExp, string]> = [
  [/^#$/, 'header-one'],
  [/^##$/, 'header-two'],
  [/^###$/, 'header-three'],
  [/^####$/, 'header-four'],
  [/^#####$/, 'header-five'],
  [/^######$/, 'header-six'],
  [/^[-*]$/, 'unordered-list-item'],
  [/^1\.$/, 'ordered-list-item'],
  [/^>$/, 'blockquote'],
];

/** The block at the caret with its text replaced by nothing, made `type` with `data`. */
function retype(state: EditorState, type: string, data: Record<string, string> = {}): EditorState {
  const block = currentBlock(state);
  const whole = SelectionState.createEmpty(block.getKey()).merge({ anchorOffset: 0, focusOffset: block.getLength() }) as SelectionState;
  let content = Modifier.removeRange(state.getCurrentContent(), whole, 'backward');
  const caret = SelectionState.createEmpty(block.getKey());
  content = Modifier.setBlockData(Modifier.setBlockType(content, caret, type), caret, ImmutableMap(data));
  return EditorState.forceSelection(EditorState.push(state, content, 'change-block-type'), caret);
}

/** The paragraph's text before the caret when the caret is at its end, else null. */
function typedLine(state: EditorState): string | null {
  const selection = state.getSelection();
  const block = currentBlock(state);
  if (!selection.isCollapsed() || block.getType() !== 'unstyled' || selection.getStartOffset() !== block.getLength()) return null;
  return block.getText();
}

/** A space after `#`…`######`, `-`, `*`, `1.` or `>` at the start of a paragraph: a heading, a list item or a quote. */
export function spaceShortcut(state: EditorState): EditorState | null {
  const line = typedLine(state);
  const type = line === null ? undefined : SPACE_SHORTCUTS.find(([pattern]) => pattern.test(line))?.[1];
  return type ? retype(state, type) : null;
}

/** Enter after ```` ``` ```` (with a language, ```` ```bash ````) or `---` alone in a paragraph: a code block, a divider. */
export function returnShortcut(state: EditorState): EditorState | null {
  const line = typedLine(state);
  if (line === null) return null;
  const fence = /^```([\w+#-]{0,40})$/.exec(line);
  if (fence) return retype(state, 'code-block', fence[1] ? { language: fence[1] } : {});
  if (line === '---') return insertDivider(retype(state, 'unstyled'));
  return null;
}

/** A divider (`<hr>`, kept as a raw HTML block) after the caret's block. */
export function insertDivider(state: EditorState): EditorState {
  return insertAtomic(state, { rawHtml: '<hr>' });
}

/** Bulleted or numbered list, toggled on the caret's block. */
export const toggleList = (state: EditorState, type: 'unordered-list-item' | 'ordered-list-item') => RichUtils.toggleBlockType(state, type);

/** Lines that make pasted plain text Markdown rather than prose: a heading, a list item, a fence, a table row, a quote. */
const MARKDOWN_LINE = /^(?:#{1,6} |\s*[-*+] |\s*\d+\. |```|> |\|.*\|\s*$)/m;
const MARKDOWN_INLINE = /\*\*[^*\n]+\*\*|\[[^\]\n]+\]\([^)\s]+\)|!\[[^\]\n]*\]\([^)\s]+\)|`[^`\n]+`/;
/** HTML that carries structure of its own (a web page's), which wins over the Markdown its plain text may look like. */
const STRUCTURED_HTML = /<(?:h[1-6]|ul|ol|table|a|strong|b|em|i|pre|blockquote|img)\b/i;

/** Whether a paste is Markdown to convert: its plain text looks like Markdown, and its HTML (a code editor's) has no structure. */
export function isMarkdownPaste(text: string, html: string | undefined): boolean {
  if (html && STRUCTURED_HTML.test(html)) return false;
  return MARKDOWN_LINE.test(text) || MARKDOWN_INLINE.test(text);
}

/** Clears the caret's block (the slash menu's `/query`), leaving an empty paragraph. */
export const clearBlock = (state: EditorState) => retype(state, 'unstyled');
