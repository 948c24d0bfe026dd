import { EditorState, Modifier } from 'draft-js';
import { FORMULA, VIDEO } from '../html/fromHtml';

/** Makes the selection a link; with nothing selected, inserts `text` (the address itself by default) as the link text. */
export function applyLink(state: EditorState, url: string, text = url): EditorState {
  const withEntity = state.getCurrentContent().createEntity('LINK', 'MUTABLE', { url });
  const entityKey = withEntity.getLastCreatedEntityKey();
  const selection = state.getSelection();
  if (selection.isCollapsed()) {
    const content = Modifier.insertText(withEntity, selection, text, state.getCurrentInlineStyle(), entityKey);
    return EditorState.push(state, content, 'insert-characters');
  }
  const content = Modifier.applyEntity(withEntity, selection, entityKey);
  return EditorState.forceSelection(EditorState.push(state, content, 'apply-entity'), selection);
}

/** Replaces the selection with an immutable entity whose text is `text`. */
function insertEntity(state: EditorState, type: string, data: Record<string, string>, text: string): EditorState {
  const withEntity = state.getCurrentContent().createEntity(type, 'IMMUTABLE', data);
  const entityKey = withEntity.getLastCreatedEntityKey();
  const content = Modifier.replaceText(withEntity, state.getSelection(), text, undefined, entityKey);
  return EditorState.push(state, content, 'insert-characters');
}

export function insertImage(state: EditorState, src: string, alt: string): EditorState {
  return insertEntity(state, 'IMAGE', { src, alt }, '\u00a0');
}

export function insertVideo(state: EditorState, embedUrl: string): EditorState {
  return insertEntity(state, VIDEO, { src: embedUrl, width: '560', height: '315' }, '\u00a0');
}

/** A formula's text is its LaTeX source; the editor shows it rendered with KaTeX. */
export function insertFormula(state: EditorState, latex: string): EditorState {
  return insertEntity(state, FORMULA, { latex }, latex);
}
