import { Editor, EditorState, RichUtils, type ContentBlock, type DraftHandleValue, type DraftInlineStyle, type SelectionState } from 'draft-js';
import draftCss from 'draft-js/dist/Draft.css';
import { useCallback, useMemo, useRef, useState, type CSSProperties } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { color, font, radius, space } from '@kb/ui';
import { breakAfterHeading } from './commands/blockCommands';
import { CALLOUT_KEY } from './commands/calloutCommands';
import { insertImage } from './commands/entityCommands';
import { updateTable } from './commands/tableCommands';
import { decorator } from './decorators';
import { FormatToolbar } from './FormatToolbar';
import { htmlToContent } from './html/editorHtml';
import type { BlockLayout } from './html/fromHtml';
import { SUBSCRIPT, SUPERSCRIPT, cssOfStyles } from './html/inlineStyles';
import { toHtml } from './html/toHtml';
import { ImagePrompt, type UploadImage } from './ImagePrompt';
import { RawHtmlBlock } from './RawHtmlBlock';
import { TABLE_KEY } from './html/tableHtml';
import { TableBlock, type TableBlockProps } from './TableBlock';

interface Props {
  /** The HTML the editor starts from; give the component a new `key` to load other HTML. */
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
  /** Given when images can be uploaded (button, paste, drop): stores the file and answers its address. */
  uploadImage?: UploadImage;
}

function blockClass(block: ContentBlock): string {
  const data = block.getData().toObject() as BlockLayout;
  const classes: string[] = [];
  if (data.textAlign) classes.push(`kb-align-${data.textAlign}`);
  if (data.direction === 'rtl') classes.push('kb-dir-rtl');
  if (data.indent) classes.push(`kb-indent-${data.indent}`);
  const callout = block.getData().get(CALLOUT_KEY) as string | undefined;
  if (callout) classes.push(`kb-callout kb-callout-${callout}`);
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
export function RichTextEditor({ initialHtml, onChange, label, uploadImage }: Props) {
  const [state, setState] = useState(() => EditorState.createWithContent(htmlToContent(initialHtml), decorator));
  const initialExport = useMemo(() => toHtml(state.getCurrentContent()), []); // eslint-disable-line react-hooks/exhaustive-deps
  const editorRef = useRef<Editor>(null);
  const stateRef = useRef(state);
  /** An image waiting for its alt text and upload, and where it goes. */
  const [pendingImage, setPendingImage] = useState<{ file: File; at: SelectionState } | null>(null);

  const update = useCallback(
    (next: EditorState) => {
      const changed = next.getCurrentContent() !== stateRef.current.getCurrentContent();
      stateRef.current = next;
      setState(next);
      if (!changed) return;
      const html = toHtml(next.getCurrentContent());
      onChange(html === initialExport ? initialHtml : html);
    },
    [initialExport, initialHtml, onChange],
  );

  const focus = useCallback(() => editorRef.current?.focus(), []);

  const handleKeyCommand = (command: string, current: EditorState): DraftHandleValue => {
    const next = RichUtils.handleKeyCommand(current, command);
    if (!next) return 'not-handled';
    update(next);
    return 'handled';
  };

  const handleReturn = (_event: unknown, current: EditorState): DraftHandleValue => {
    const next = RichUtils.getCurrentBlockType(current) === 'code-block' ? RichUtils.insertSoftNewline(current) : breakAfterHeading(current);
    if (!next) return 'not-handled';
    update(next);
    return 'handled';
  };

  const tableProps = useMemo<TableBlockProps>(
    () => ({ onChange: (key, table) => update(updateTable(stateRef.current, key, table)) }),
    [update],
  );
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
    <Wrapper>
      <DraftStyles />
      <FormatToolbar state={state} onChange={update} focusEditor={focus} onImageFiles={uploadImage ? (files) => takeImages(files, state.getSelection()) : undefined} />
      {pendingImage && uploadImage ? (
        <ImagePrompt key={pendingImage.file.name} file={pendingImage.file} upload={uploadImage} onInserted={placeImage} onCancel={() => setPendingImage(null)} />
      ) : null}
      <Surface onClick={focus}>
        <Editor
          ref={editorRef}
          editorState={state}
          onChange={update}
          handleKeyCommand={handleKeyCommand}
          handleReturn={handleReturn}
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
  );
}

const DraftStyles = createGlobalStyle`
  ${draftCss ?? ''}
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  background: ${color('surface')};
  flex: 0 0 auto;
`;

const Surface = styled.div`
  padding: ${space(3)} ${space(4)};
  min-height: 320px;
  max-height: 60vh;
  overflow-y: auto;
  cursor: text;
  font-family: ${font.body};
  line-height: 1.6;

  h1, h2, h3, h4, h5, h6 { margin: 0.6em 0 0.3em; line-height: 1.25; }
  blockquote {
    margin: 0.5em 0;
    padding: ${space(2)} ${space(3)};
    border-left: 4px solid ${color('bestPracticeBorder')};
    background: ${color('bestPracticeBg')};
  }
  .kb-callout blockquote, blockquote.kb-callout {
    border-left-color: ${color('accent')};
    background: ${color('bgSubtle')};
  }
  .kb-callout-warning, blockquote.kb-callout-warning { border-left-color: ${color('warning')}; }
  pre, code { font-family: ${font.mono}; }
  pre {
    margin: 0.5em 0;
    padding: ${space(2)} ${space(3)};
    background: ${color('bgSubtle')};
    border-radius: ${radius.sm};
    white-space: pre-wrap;
  }
  .kb-dir-rtl .public-DraftStyleDefault-block { direction: rtl; text-align: right; }
  .kb-align-center .public-DraftStyleDefault-block { text-align: center; }
  .kb-align-right .public-DraftStyleDefault-block { text-align: right; }
  .kb-align-justify .public-DraftStyleDefault-block { text-align: justify; }
  ${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `.kb-indent-${n} { margin-left: ${n * 3}em; }`).join('\n')}
`;
