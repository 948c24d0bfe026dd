import { EditorState, Modifier, SelectionState } from 'draft-js';
import { Map as ImmutableMap } from 'immutable';
import type { ImageSize } from '@kb/contracts';
import { loneImage, type ImageData } from '../html/figureHtml';

/** A change the image bar makes: a size (null for full width), a caption ('' for none), an alt text. */
export interface ImageChange {
  size?: ImageSize | null;
  caption?: string;
  alt?: string;
}

/**
 * Changes the image of the line `blockKey` (a line holding one image and nothing else): its size, caption or alt
 * text, as one step Undo takes back. A caption is kept on one line without outer spaces, as the figure writes it.
 * A sized or captioned image is a figure, drawn centred: the line's alignment, indent and direction go.
 * The caret stays where it was (in the image bar's field, the editor does not take the focus back).
 */
export function setImage(state: EditorState, blockKey: string, change: ImageChange): EditorState {
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(blockKey);
  const image = block ? loneImage(block, content) : null;
  if (!image) return state;
  const { size, caption, ...rest } = { ...image, ...change };
  const text = caption?.replace(/\s+/g, ' ').trim();
  const data: ImageData = { ...rest, ...(size ? { size } : {}), ...(text ? { caption: text } : {}) };
  const line = SelectionState.createEmpty(blockKey).merge({ focusOffset: 1 }) as SelectionState;
  const withEntity = content.createEntity('IMAGE', 'IMMUTABLE', data);
  let next = Modifier.applyEntity(withEntity, line, withEntity.getLastCreatedEntityKey());
  if (data.size || data.caption) next = Modifier.setBlockData(next, line, ImmutableMap());
  return EditorState.acceptSelection(EditorState.push(state, next, 'apply-entity'), state.getSelection());
}
