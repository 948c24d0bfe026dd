import {
  Editor,
  EditorState,
  getDefaultKeyBinding,
  Modifier,
  RichUtils,
  type ContentBlock,
  type DraftHandleValue,
  type DraftInlineStyle,
  type SelectionState,
} from 'draft-js';
import { useCallback, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { breakAfterHeading, currentBlock, setHeader } from './commands/blockCommands';
import { backspaceInQuote, calloutLabel, calloutOf, setCallout } from './commands/calloutCommands';
import { applyLink } from './commands/entityCommands';
import { arrowDownAtEnd, returnInBlock, toggleCodeBlock } from './commands/leaveCommands';
import { clearBlock, insertDivider, isMarkdownPaste, returnShortcut, spaceShortcut, toggleList } from './commands/markdownCommands';
import { ArticleLinkPrompt } from './ArticleLinkPrompt';
import type { InsertKind } from './InsertPrompt';
import { SlashMenu, slashMatches, type SlashItem } from './SlashMenu';
import { insertImage } from './commands/entityCommands';
import { insertTable, updateTable } from './commands/tableCommands';
import { decorator } from './decorators';
import { CaretRoot } from './floating/FloatingBar';
import { FormatToolbar } from './FormatToolbar';
import { htmlToContent } from './html/editorHtml';
import type { BlockLayout } from './html/fromHtml';
import { SUBSCRIPT, SUPERSCRIPT, cssOfStyles } from './html/inlineStyles';
import { toHtml } from './html/toHtml';
import { ImageBar } from './ImageBar';
import { ImagePrompt, type UploadImage } from './ImagePrompt';
import { RawHtmlBlock } from './RawHtmlBlock';
import { TABLE_KEY } from './html/tableHtml';
import { TableBlock, type TableBlockProps } from './TableBlock';
import { isSaveKey } from './saveKey';
import { DraftStyles, Surface, Wrapper, labelClass } from './richTextEditorStyles';
import { TYPING, useHtmlReport } from './useHtmlReport';

interface Props {
  /** The HTML the editor starts from; give the component a new `key` to load other HTML. */
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
  /** Given when images can be uploaded (button, paste, drop): stores the file and answers its address. */
  uploadImage?: UploadImage;
  /** The session, for "Link to article" to find articles (without it the slash menu's item opens the Link bar). */
  token?: string;
}

function blockClass(block: ContentBlock): string {
  const data = block.getData().toObject() as BlockLayout;
  const classes: string[] = [];
  if (data.textAlign) classes.push(`kb-align-${data.textAlign}`);
  if (data.direction === 'rtl') classes.push('kb-dir-rtl');
  if (data.indent) classes.push(`kb-indent-${data.indent}`);
  const callout = calloutOf(block);
  if (callout) classes.push(`kb-callout kb-callout-${callout} kb-label-${labelClass(calloutLabel(block))}`);
  return classes.join(' ');
}

function blockRenderer(tableProps: TableBlockProps) {
  return (block: ContentBlock) => {
    if (block.getType() !== 'atomic') return null;
    if (block.getData().has(TABLE_KEY)) return { component: TableBlock, editable: false, props: tableProps };
    if (block.getData().has('rawHtml')) return { component: RawHtmlBlock, editable: false };
    return null;
  };
}

/** The image files among pasted or dropped files. */
const imagesOf = (files: Blob[]) => files.filter((file): file is File => file.type.startsWith('image/'));

function inlineCss(styles: DraftInlineStyle): CSSProperties {
  const css: CSSProperties = cssOfStyles(styles.toArray());
  if (styles.has(SUBSCRIPT)) Object.assign(css, { verticalAlign: 'sub', fontSize: 'smaller' });
  if (styles.has(SUPERSCRIPT)) Object.assign(css, { verticalAlign: 'super', fontSize: 'smaller' });
  return css;
}

/**
 * Visual mode: a draft-js editor with the formatting toolbar. It reports HTML only when the content
 * changes, and reports the HTML it was given while the content is back to where it started.
 */
/** What each slash-menu item does to the (cleared) line it was typed on; the prompts it opens instead. */
const SLASH_ACTIONS: Record<SlashItem, ((state: EditorState) => EditorState) | InsertKind | 'article'> = {
  'Heading 2': (state) => setHeader(state, 2),
  'Heading 3': (state) => setHeader(state, 3),
  'Bulleted list': (state) => toggleList(state, 'unordered-list-item'),
  'Numbered list': (state) => toggleList(state, 'ordered-list-item'),
  Table: (state) => insertTable(state),
  'Code block': toggleCodeBlock,
  Callout: (state) => setCallout(state, 'note'),
  Image: 'image',
  Divider: insertDivider,
  'Link to article': 'article',
};

export function RichTextEditor({ initialHtml, onChange, label, uploadImage, token }: Props) {
  const [state, setState] = useState(() => EditorState.createWithContent(htmlToContent(initialHtml), decorator));
  const initialExport = useMemo(() => toHtml(state.getCurrentContent()), []); // eslint-disable-line react-hooks/exhaustive-deps
  const editorRef = useRef<Editor>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const stateRef = useRef(state);
  /** An image waiting for its alt text and upload, and where it goes. */
  const [pendingImage, setPendingImage] = useState<{ file: File; at: SelectionState } | null>(null);
  const [prompt, setPrompt] = useState<InsertKind | 'article' | null>(null);
  /** The slash menu: the line `/` was typed on, and the item the arrows are on. */
  const [slash, setSlash] = useState<{ key: string; active: number } | null>(null);
  const slashLine = slash && currentBlock(state).getKey() === slash.key ? currentBlock(state).getText() : '';
  const slashItems = slash && slashLine.startsWith('/') ? slashMatches(slashLine.slice(1)) : [];
  const menuOpen = slashItems.length > 0;
  const active = slash ? Math.min(slash.active, slashItems.length - 1) : 0;

  const report = useHtmlReport(stateRef, surfaceRef, initialHtml, initialExport, onChange);
  /** A change of the editor's state by a command: the content's HTML is reported at once. */
  const update = useCallback(
    (next: EditorState, typed = false) => {
      const changed = next.getCurrentContent() !== stateRef.current.getCurrentContent();
      stateRef.current = next;
      setState(next);
      if (changed) report.changed(typed && TYPING.has(next.getLastChangeType()));
    },
    [report],
  );
  /** A change draft-js made as the person typed: its HTML waits for a pause in typing. */
  const typed = useCallback((next: EditorState) => update(next, true), [update]);

  const focus = useCallback(() => editorRef.current?.focus(), []);

  const handleKeyCommand = (command: string, current: EditorState): DraftHandleValue => {
    const next = (command === 'backspace' ? backspaceInQuote(current) : null) ?? RichUtils.handleKeyCommand(current, command);
    if (!next) return 'not-handled';
    update(next);
    return 'handled';
  };

  const chooseSlash = (item: SlashItem) => {
    setSlash(null);
    const cleared = clearBlock(stateRef.current);
    const action = SLASH_ACTIONS[item];
    if (typeof action === 'function') {
      update(action(cleared));
      return;
    }
    update(cleared);
    // After the editor has drawn the cleared line: the prompt takes the focus, and draft-js must not read the old line back.
    setTimeout(() => setPrompt(action === 'article' && !token ? 'link' : action), 0);
  };

  const handleBeforeInput = (chars: string, current: EditorState): DraftHandleValue => {
    if (chars === '/' && currentBlock(current).getText() === '' && current.getSelection().isCollapsed()) {
      setSlash({ key: currentBlock(current).getKey(), active: 0 });
      return 'not-handled';
    }
    const next = chars === ' ' ? spaceShortcut(current) : null;
    if (!next) return 'not-handled';
    update(next);
    return 'handled';
  };

  const handleReturn = (_event: unknown, current: EditorState): DraftHandleValue => {
    if (menuOpen) {
      chooseSlash(slashItems[active]!);
      return 'handled';
    }
    const next = returnShortcut(current) ?? returnInBlock(current) ?? breakAfterHeading(current);
    if (!next) return 'not-handled';
    update(next);
    return 'handled';
  };

  /** ArrowDown at the end of the article's last block (a code block, a callout…) opens a paragraph after it. */
  const handleDownArrow = (event: KeyboardEvent) => {
    if (menuOpen) return moveInMenu(event, 1);
    const next = arrowDownAtEnd(stateRef.current);
    if (!next) return;
    event.preventDefault();
    update(next);
  };

  /** Arrows in the open slash menu move between its items (the caret stays). */
  const moveInMenu = (event: KeyboardEvent, by: 1 | -1) => {
    event.preventDefault();
    setSlash((open) => open && { ...open, active: (active + by + slashItems.length) % slashItems.length });
  };

  /** Markdown pasted as plain text (not a web page's HTML) is converted: marked loads on the first such paste. */
  const handlePastedText = (text: string, html: string | undefined, current: EditorState): DraftHandleValue => {
    if (!isMarkdownPaste(text, html)) return 'not-handled';
    const at = current.getSelection();
    void import('./html/markdownHtml').then(({ markdownToHtml }) => {
      const fragment = htmlToContent(markdownToHtml(text)).getBlockMap();
      const latest = EditorState.forceSelection(stateRef.current, at);
      update(EditorState.push(latest, Modifier.replaceWithFragment(latest.getCurrentContent(), at, fragment), 'insert-fragment'));
    });
    return 'handled';
  };

  const closePrompt = () => {
    setPrompt(null);
    focus();
  };

  const tableProps = useMemo<TableBlockProps>(() => ({ onChange: (key, table) => update(updateTable(stateRef.current, key, table)) }), [update]);
  const renderBlock = useMemo(() => blockRenderer(tableProps), [tableProps]);

  const takeImages = (files: Blob[], at: SelectionState): DraftHandleValue => {
    const [file] = imagesOf(files);
    if (!uploadImage || !file) return 'not-handled';
    setPendingImage({ file, at });
    return 'handled';
  };
  const placeImage = (src: string, alt: string) => {
    if (!pendingImage) return;
    setPendingImage(null);
    update(insertImage(EditorState.forceSelection(stateRef.current, pendingImage.at), src, alt));
  };

  return (
    <CaretRoot.Provider value={surfaceRef}>
      <Wrapper>
        <DraftStyles />
        <FormatToolbar
          state={state}
          onChange={update}
          focusEditor={focus}
          onImageFiles={uploadImage ? (files) => takeImages(files, state.getSelection()) : undefined}
          prompt={prompt === 'article' ? null : prompt}
          onPrompt={setPrompt}
        />
        {prompt === 'article' && token ? (
          <ArticleLinkPrompt
            token={token}
            onCancel={closePrompt}
            onChoose={(href, title) => {
              setPrompt(null);
              update(applyLink(stateRef.current, href, title));
              setTimeout(focus, 0);
            }}
          />
        ) : null}
        {menuOpen ? <SlashMenu items={slashItems} active={active} onChoose={chooseSlash} /> : null}
        <ImageBar state={state} onChange={update} focusEditor={focus} />
        {pendingImage && uploadImage ? (
          <ImagePrompt
            key={pendingImage.file.name}
            file={pendingImage.file}
            blockKey={pendingImage.at.getStartKey()}
            upload={uploadImage}
            onInserted={placeImage}
            onCancel={() => setPendingImage(null)}
          />
        ) : null}
        <Surface ref={surfaceRef} onClick={focus}>
          <Editor
            ref={editorRef}
            editorState={state}
            onChange={typed}
            onBlur={report.now}
            keyBindingFn={(event) => {
              // Save (Ctrl/⌘+S, handled by the editor's page) saves what was typed up to the key.
              if (isSaveKey(event)) report.now();
              return getDefaultKeyBinding(event);
            }}
            handleKeyCommand={handleKeyCommand}
            handleReturn={handleReturn}
            onDownArrow={handleDownArrow}
            onUpArrow={(event: KeyboardEvent) => (menuOpen ? moveInMenu(event, -1) : undefined)}
            onEscape={() => setSlash(null)}
            handleBeforeInput={handleBeforeInput}
            handlePastedText={handlePastedText}
            blockStyleFn={blockClass}
            blockRendererFn={renderBlock}
            handlePastedFiles={(files) => takeImages(files, stateRef.current.getSelection())}
            handleDroppedFiles={(selection, files) => takeImages(files, selection)}
            customStyleFn={inlineCss}
            ariaLabel={label}
            ariaMultiline
            spellCheck
          />
        </Surface>
      </Wrapper>
    </CaretRoot.Provider>
  );
}
