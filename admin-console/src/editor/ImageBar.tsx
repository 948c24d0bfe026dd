import type { EditorState } from 'draft-js';
import { useContext, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import type { ImageSize } from '@kb/contracts';
import { Button } from '@kb/ui/controls';
import { setImage, type ImageChange } from './commands/imageCommands';
import { CaretRoot, FloatingBar } from './floating/FloatingBar';
import type { Anchor } from './floating/caretAnchor';
import { loneImage, type ImageData } from './html/figureHtml';
import { ALT_REQUIRED } from './ImagePrompt';
import { Problem, PromptForm, PromptInput } from './Prompt';
import { ToolButtonBase } from './toolbarControls';

const SIZES: ReadonlyArray<{ label: string; size: ImageSize | null }> = [
  { label: 'Small', size: 'small' },
  { label: 'Medium', size: 'medium' },
  { label: 'Full', size: null },
];

/** The room a bar needs beside the image (its three rows, on a phone too). */
const BAR_ROOM = 160;

/** The line of `blockKey` in the writing surface: the image and its caption. */
const lineOf = (root: HTMLElement | null, blockKey: string) => root?.querySelector(`[data-block="true"][data-offset-key^="${CSS.escape(blockKey)}-"]`) ?? null;

/**
 * The image bar's anchor: the image's line (the image and its caption), so the bar opens under it, or over it when
 * there is no room below. An image too tall for either gets the bar over its lower part, inside the window.
 */
const imageAnchor =
  (blockKey: string) =>
  (root: HTMLElement | null): Anchor => ({
    // floating-ui watches this element's size: the bar moves down as a caption is typed and wraps.
    contextElement: lineOf(root, blockKey) ?? root ?? undefined,
    reveal: () => undefined,
    getBoundingClientRect: () => {
      const box = lineOf(root, blockKey)?.getBoundingClientRect() ?? new DOMRect();
      const roomBelow = window.innerHeight - box.bottom >= BAR_ROOM;
      const roomAbove = box.top >= BAR_ROOM;
      if (roomBelow || roomAbove) return box;
      const bottom = Math.max(0, window.innerHeight - BAR_ROOM);
      return new DOMRect(box.left, Math.min(Math.max(box.top, 0), bottom), box.width, Math.max(0, bottom - Math.max(box.top, 0)));
    },
  });

interface Props {
  state: EditorState;
  onChange: (state: EditorState) => void;
  focusEditor: () => void;
}

/**
 * The bar of the image the caret is at (a line holding one image, clicked or reached with the arrows): its size
 * (Small, Medium, Full), alt text and caption, applied as they are chosen and typed. It opens under the image; Tab
 * from the image goes into it, and Escape, Enter or Done go back to the text.
 */
export function ImageBar({ state, onChange, focusEditor }: Props) {
  const root = useContext(CaretRoot);
  const selection = state.getSelection();
  const key = selection.getFocusKey();
  const content = state.getCurrentContent();
  const image = selection.getAnchorKey() === key ? loneImage(content.getBlockForKey(key), content) : null;
  const bar = useRef<HTMLFormElement>(null);
  /** Whether the writer is in the bar: the last click or focus was inside it (the editor has lost its focus then). */
  const [inBar, setInBar] = useState(false);
  /** The line whose bar Escape or Done closed; it opens again on a click in the text or when the caret comes back from another line. */
  const [closed, setClosed] = useState<string | null>(null);
  const open = image !== null && closed !== key && (selection.getHasFocus() || inBar);

  useEffect(() => setClosed((line) => (line === key ? line : null)), [key]);
  useEffect(() => {
    const track = (event: Event) => setInBar(bar.current?.contains(event.target as Node) ?? false);
    // A click in the text opens a closed bar again (clicking its image, say).
    const click = (event: Event) => {
      track(event);
      if (root?.current?.contains(event.target as Node)) setClosed(null);
    };
    document.addEventListener('pointerdown', click, true);
    document.addEventListener('focusin', track, true);
    return () => {
      document.removeEventListener('pointerdown', click, true);
      document.removeEventListener('focusin', track, true);
    };
  }, [root]);
  useEffect(() => {
    if (!open) return undefined;
    // Tab at the image goes into its bar (the bar is at the end of the page, after everything Tab would reach first).
    const tabIn = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.shiftKey || !root?.current?.contains(document.activeElement)) return;
      event.preventDefault();
      bar.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
    };
    document.addEventListener('keydown', tabIn, true);
    return () => document.removeEventListener('keydown', tabIn, true);
  }, [open, root]);

  if (!open) return null;
  const close = () => {
    setClosed(key);
    focusEditor();
  };
  return (
    <FloatingBar key={key} anchor={imageAnchor(key)}>
      <ImageForm formRef={bar} image={image} onChange={(change) => onChange(setImage(state, key, change))} onClose={close} />
    </FloatingBar>
  );
}

interface FormProps {
  formRef: RefObject<HTMLFormElement>;
  image: ImageData;
  onChange: (change: ImageChange) => void;
  onClose: () => void;
}

function ImageForm({ formRef, image, onChange, onClose }: FormProps) {
  const id = useId();
  // The fields keep what is typed (spaces while typing a caption, an emptied alt text); the image gets it cleaned.
  const [alt, setAlt] = useState(image.alt ?? '');
  const [caption, setCaption] = useState(image.caption ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onClose();
  };
  return (
    <Form ref={formRef} aria-label="Image" onSubmit={submit} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <Head>
        <Sizes role="group" aria-label="Image size">
          {SIZES.map(({ label, size }) => (
            <ToolButtonBase key={label} type="button" aria-pressed={(image.size ?? null) === size} onClick={() => onChange({ size })}>
              {label}
            </ToolButtonBase>
          ))}
        </Sizes>
        <Button type="submit">Done</Button>
      </Head>
      <label htmlFor={`${id}-alt`}>Alt text</label>
      <PromptInput
        id={`${id}-alt`}
        value={alt}
        aria-invalid={!alt.trim()}
        onChange={(event) => {
          setAlt(event.target.value);
          if (event.target.value.trim()) onChange({ alt: event.target.value.trim() });
        }}
      />
      <label htmlFor={`${id}-caption`}>Caption</label>
      <PromptInput
        id={`${id}-caption`}
        value={caption}
        placeholder="Shown under the image"
        onChange={(event) => {
          setCaption(event.target.value);
          onChange({ caption: event.target.value });
        }}
      />
      {alt.trim() ? null : <Problem role="alert">{ALT_REQUIRED}</Problem>}
    </Form>
  );
}

const Form = styled(PromptForm)`
  display: grid;
  grid-template-columns: auto minmax(8rem, 1fr);
  align-items: center;

  > [role='alert'] {
    grid-column: 1 / -1;
  }
`;

const Head = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: space-between;
  gap: 8px;
`;

const Sizes = styled.div`
  display: inline-flex;
  gap: 2px;
`;
