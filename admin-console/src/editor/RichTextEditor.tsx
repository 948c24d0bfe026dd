import { Editor, EditorState, RichUtils, type ContentBlock, type DraftHandleValue, type DraftInlineStyle } from 'draft-js';
import draftCss from 'draft-js/dist/Draft.css';
import { useCallback, useMemo, useRef, useState, type CSSProperties } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { color, font, radius, space } from '@kb/ui';
import { decorator } from './decorators';
import { FormatToolbar } from './FormatToolbar';
import { fromHtml, type BlockLayout } from './html/fromHtml';
import { SUBSCRIPT, SUPERSCRIPT, cssOfStyles } from './html/inlineStyles';
import { toHtml } from './html/toHtml';
import { RawHtmlBlock } from './RawHtmlBlock';

interface Props {
  /** The HTML the editor starts from; give the component a new `key` to load other HTML. */
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
}

function blockClass(block: ContentBlock): string {
  const data = block.getData().toObject() as BlockLayout;
  const classes: string[] = [];
  if (data.textAlign) classes.push(`kb-align-${data.textAlign}`);
  if (data.direction === 'rtl') classes.push('kb-dir-rtl');
  if (data.indent) classes.push(`kb-indent-${data.indent}`);
  return classes.join(' ');
}

function blockRenderer(block: ContentBlock) {
  if (block.getType() === 'atomic' && block.getData().has('rawHtml')) return { component: RawHtmlBlock, editable: false };
  return null;
}

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
export function RichTextEditor({ initialHtml, onChange, label }: Props) {
  const [state, setState] = useState(() => EditorState.createWithContent(fromHtml(initialHtml), decorator));
  const initialExport = useMemo(() => toHtml(state.getCurrentContent()), []); // eslint-disable-line react-hooks/exhaustive-deps
  const editorRef = useRef<Editor>(null);
  const stateRef = useRef(state);

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
    if (RichUtils.getCurrentBlockType(current) !== 'code-block') return 'not-handled';
    update(RichUtils.insertSoftNewline(current));
    return 'handled';
  };

  return (
    <Wrapper>
      <DraftStyles />
      <FormatToolbar state={state} onChange={update} focusEditor={focus} />
      <Surface onClick={focus}>
        <Editor
          ref={editorRef}
          editorState={state}
          onChange={update}
          handleKeyCommand={handleKeyCommand}
          handleReturn={handleReturn}
          blockStyleFn={blockClass}
          blockRendererFn={blockRenderer}
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
