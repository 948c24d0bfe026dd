import { EditorState, Modifier, RichUtils } from 'draft-js';
import { SUBSCRIPT, SUPERSCRIPT, parseValueStyle, valueStyle, type ValueStylePrefix } from '../html/inlineStyles';

/** Bold, italic, underline, strike, code; sub- and superscript exclude each other. */
export function toggleInline(state: EditorState, style: string): EditorState {
  const other = style === SUBSCRIPT ? SUPERSCRIPT : style === SUPERSCRIPT ? SUBSCRIPT : null;
  let next = state;
  if (other && state.getCurrentInlineStyle().has(other)) next = RichUtils.toggleInlineStyle(next, other);
  return RichUtils.toggleInlineStyle(next, style);
}

/** Every style used anywhere in the content (value styles such as 'COLOR:#c0392b' included). */
function stylesInUse(state: EditorState): Set<string> {
  const used = new Set<string>();
  state
    .getCurrentContent()
    .getBlockMap()
    .forEach((block) => block?.getCharacterList().forEach((char) => char?.getStyle().forEach((style) => used.add(style as string))));
  return used;
}

function removeStyles(state: EditorState, keep: (style: string) => boolean): EditorState {
  const selection = state.getSelection();
  if (selection.isCollapsed()) {
    const override = state
      .getCurrentInlineStyle()
      .filter((style) => keep(style as string))
      .toOrderedSet();
    return EditorState.setInlineStyleOverride(state, override);
  }
  let content = state.getCurrentContent();
  for (const style of stylesInUse(state)) {
    if (!keep(style)) content = Modifier.removeInlineStyle(content, selection, style);
  }
  return EditorState.forceSelection(EditorState.push(state, content, 'change-inline-style'), selection);
}

/** Sets colour, background, size or font on the selection; '' removes it. */
export function setValueStyle(state: EditorState, prefix: ValueStylePrefix, value: string): EditorState {
  const cleared = removeStyles(state, (style) => parseValueStyle(style)?.prefix !== prefix);
  if (!value) return cleared;
  const style = valueStyle(prefix, value);
  const selection = cleared.getSelection();
  if (selection.isCollapsed()) {
    return EditorState.setInlineStyleOverride(cleared, cleared.getCurrentInlineStyle().add(style));
  }
  const content = Modifier.applyInlineStyle(cleared.getCurrentContent(), selection, style);
  return EditorState.forceSelection(EditorState.push(cleared, content, 'change-inline-style'), selection);
}

/** The value of a value style at the cursor ('' when none). */
export function currentValue(state: EditorState, prefix: ValueStylePrefix): string {
  for (const style of state.getCurrentInlineStyle().toArray()) {
    const parsed = parseValueStyle(style);
    if (parsed?.prefix === prefix) return parsed.value;
  }
  return '';
}

/** 'Clean': removes every inline style and link from the selection. */
export function clean(state: EditorState): EditorState {
  const withoutStyles = removeStyles(state, () => false);
  const selection = withoutStyles.getSelection();
  if (selection.isCollapsed()) return withoutStyles;
  const content = Modifier.applyEntity(withoutStyles.getCurrentContent(), selection, null);
  return EditorState.forceSelection(EditorState.push(withoutStyles, content, 'apply-entity'), selection);
}
