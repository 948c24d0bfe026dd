import { EditorState, RichUtils } from 'draft-js';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { color, radius, Row, space } from '@kb/ui';
import { currentBlock, headerLevel, indent, setBlockLayout, setHeader, toggleBlock, toggleDirection } from './commands/blockCommands';
import { applyLink, insertFormula, insertImage, insertVideo } from './commands/entityCommands';
import { toggleCodeBlock } from './commands/leaveCommands';
import { clean, currentValue, setValueStyle, toggleInline } from './commands/inlineCommands';
import { COLOR_OPTIONS, FONT_OPTIONS, SIZE_OPTIONS, SUBSCRIPT, SUPERSCRIPT, type ValueStylePrefix } from './html/inlineStyles';
import { ContentControls } from './ContentControls';
import { InsertPrompt, type InsertKind, type InsertValue } from './InsertPrompt';
import { ToolButtonBase, ToolSelect } from './toolbarControls';
import { formatFocusedCell } from './table/cellDom';

interface Props {
  state: EditorState;
  onChange: (state: EditorState) => void;
  focusEditor: () => void;
  /** Given when images can be uploaded: the files picked with "Upload image". */
  onImageFiles?: (files: File[]) => void;
  /** The insert prompt open (the slash menu opens them too). */
  prompt: InsertKind | null;
  onPrompt: (kind: InsertKind | null) => void;
}

const INLINE_BUTTONS = [
  { style: 'BOLD', label: 'Bold', text: 'B' },
  { style: 'ITALIC', label: 'Italic', text: 'I' },
  { style: 'UNDERLINE', label: 'Underline', text: 'U' },
  { style: 'STRIKETHROUGH', label: 'Strikethrough', text: 'S' },
  { style: 'CODE', label: 'Inline code', text: '`x`' },
  { style: SUBSCRIPT, label: 'Subscript', text: 'x₂' },
  { style: SUPERSCRIPT, label: 'Superscript', text: 'x²' },
];

const BLOCK_BUTTONS = [
  { type: 'ordered-list-item', label: 'Numbered list', text: '1.' },
  { type: 'unordered-list-item', label: 'Bulleted list', text: '•' },
  { type: 'blockquote', label: 'Blockquote', text: '❝' },
  { type: 'code-block', label: 'Code block', text: '</>' },
];

const INSERT_BUTTONS: Array<{ kind: InsertKind; label: string; text: string }> = [
  { kind: 'link', label: 'Link', text: 'Link' },
  { kind: 'image', label: 'Image', text: 'Image' },
  { kind: 'video', label: 'Video', text: 'Video' },
  { kind: 'formula', label: 'Formula', text: 'ƒx' },
];

const ALIGN_OPTIONS = [
  { label: 'Align left', value: '' },
  { label: 'Align center', value: 'center' },
  { label: 'Align right', value: 'right' },
  { label: 'Justify', value: 'justify' },
];

/** Keeps the editor's selection when a toolbar button is pressed with the mouse. */
const keepSelection = (event: MouseEvent) => event.preventDefault();

/** Every formatting control of SPEC §2, each labelled; toggles report their state with aria-pressed. */
export function FormatToolbar({ state, onChange, focusEditor, onImageFiles, prompt, onPrompt: setPrompt }: Props) {
  const styles = state.getCurrentInlineStyle();
  const blockType = RichUtils.getCurrentBlockType(state);
  const layout = currentBlock(state).getData();

  const apply = (next: EditorState) => {
    onChange(next);
    setTimeout(focusEditor, 0);
  };

  const closePrompt = () => {
    setPrompt(null);
    focusEditor();
  };

  const handleInsert = ({ kind, value, alt }: InsertValue) => {
    setPrompt(null);
    if (kind === 'link') apply(applyLink(state, value));
    if (kind === 'image') apply(insertImage(state, value, alt));
    if (kind === 'video') apply(insertVideo(state, value));
    if (kind === 'formula') apply(insertFormula(state, value));
  };

  /** A select of value styles; `emptyLabel` names the option without a style. */
  const valueSelect = (prefix: ValueStylePrefix, label: string, options: ReadonlyArray<{ label: string; value: string }>, emptyLabel: string) => (
    <ToolSelect aria-label={label} title={label} value={currentValue(state, prefix)} onChange={(e) => apply(setValueStyle(state, prefix, e.target.value))}>
      {options.map((option) => (
        <option key={option.label} value={option.value}>
          {option.value ? option.label : emptyLabel}
        </option>
      ))}
    </ToolSelect>
  );

  return (
    <>
      <Bar role="toolbar" aria-label="Formatting">
        <ToolSelect aria-label="Heading" title="Heading" value={headerLevel(state)} onChange={(e) => apply(setHeader(state, Number(e.target.value)))}>
          <option value={0}>Paragraph</option>
          {[1, 2, 3, 4, 5, 6].map((level) => (
            <option key={level} value={level}>{`Heading ${level}`}</option>
          ))}
        </ToolSelect>
        {valueSelect('FONT', 'Font', FONT_OPTIONS, 'Sans Serif')}
        {valueSelect('SIZE', 'Size', SIZE_OPTIONS, 'Normal')}
        <Group>
          {INLINE_BUTTONS.map((button) => (
            <ToolButton
              key={button.style}
              label={button.label}
              pressed={styles.has(button.style)}
              onPress={() => formatFocusedCell(button.style) || apply(toggleInline(state, button.style))}
            >
              {button.text}
            </ToolButton>
          ))}
        </Group>
        {valueSelect('COLOR', 'Text colour', COLOR_OPTIONS, 'Text colour')}
        {valueSelect('BG', 'Background colour', COLOR_OPTIONS, 'Background')}
        <Group>
          {BLOCK_BUTTONS.slice(0, 2).map((button) => (
            <ToolButton key={button.type} label={button.label} pressed={blockType === button.type} onPress={() => apply(toggleBlock(state, button.type))}>
              {button.text}
            </ToolButton>
          ))}
          <ToolButton label="Decrease indent" onPress={() => apply(indent(state, -1))}>
            ⇤
          </ToolButton>
          <ToolButton label="Increase indent" onPress={() => apply(indent(state, 1))}>
            ⇥
          </ToolButton>
          <ToolButton label="Right to left" pressed={layout.get('direction') === 'rtl'} onPress={() => apply(toggleDirection(state))}>
            RTL
          </ToolButton>
        </Group>
        <ToolSelect
          aria-label="Align"
          title="Align"
          value={layout.get('textAlign') ?? ''}
          onChange={(e) => apply(setBlockLayout(state, { textAlign: e.target.value }))}
        >
          {ALIGN_OPTIONS.map((option) => (
            <option key={option.label} value={option.value}>
              {option.label}
            </option>
          ))}
        </ToolSelect>
        <Group>
          {INSERT_BUTTONS.map((button) => (
            <ToolButton
              key={button.kind}
              label={button.label}
              pressed={prompt === button.kind}
              onPress={() => (button.kind === 'link' && formatFocusedCell('LINK')) || setPrompt(prompt === button.kind ? null : button.kind)}
            >
              {button.text}
            </ToolButton>
          ))}
        </Group>
        <Group>
          {BLOCK_BUTTONS.slice(2).map((button) => (
            <ToolButton
              key={button.type}
              label={button.label}
              pressed={blockType === button.type}
              onPress={() => apply(button.type === 'code-block' ? toggleCodeBlock(state) : toggleBlock(state, button.type))}
            >
              {button.text}
            </ToolButton>
          ))}
          <ToolButton label="Clear formatting" onPress={() => apply(clean(state))}>
            Clear
          </ToolButton>
        </Group>
        <ContentControls state={state} apply={apply} onImageFiles={onImageFiles} />
      </Bar>
      {prompt ? <InsertPrompt key={prompt} kind={prompt} onInsert={handleInsert} onCancel={closePrompt} /> : null}
    </>
  );
}

interface ToolButtonProps {
  label: string;
  pressed?: boolean;
  onPress: () => void;
  children: ReactNode;
}

function ToolButton({ label, pressed, onPress, children }: ToolButtonProps) {
  return (
    <ToolButtonBase type="button" aria-label={label} title={label} aria-pressed={pressed} onMouseDown={keepSelection} onClick={onPress}>
      {children}
    </ToolButtonBase>
  );
}

/** On a phone (≤ 600 px) the toolbar is one row that scrolls sideways, so the article keeps the screen. */
const Bar = styled(Row)`
  gap: ${space(1)} ${space(2)};
  padding: ${space(2)};
  border-bottom: 1px solid ${color('border')};
  background: ${color('bgSubtle')};
  border-radius: ${radius.md} ${radius.md} 0 0;

  @media (max-width: 600px) {
    flex-wrap: nowrap;
    gap: ${space(1)};
    padding: ${space(1)};
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: thin;

    > * {
      flex: none;
    }
  }
`;

const Group = styled.div`
  display: inline-flex;
  gap: 2px;
`;
