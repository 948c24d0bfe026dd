import { EditorState, RichUtils } from 'draft-js';
import { useRef } from 'react';
import { UPLOAD_IMAGE_TYPES } from '@kb/contracts';
import { Options } from '../common/Options';
import { CALLOUTS, currentCallout, setCallout, type CalloutKind } from './commands/calloutCommands';
import { CODE_LANGUAGES, codeLanguage, setCodeLanguage } from './commands/codeLanguage';
import { insertTable } from './commands/tableCommands';
import { ToolButtonBase, ToolSelect } from './toolbarControls';

interface Props {
  state: EditorState;
  apply: (next: EditorState) => void;
  /** Given when images can be uploaded: the files the admin picked. */
  onImageFiles?: (files: File[]) => void;
}

/** The toolbar's controls for callouts, code languages, tables and image uploads. */
export function ContentControls({ state, apply, onImageFiles }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const callout = currentCallout(state);
  const inCode = RichUtils.getCurrentBlockType(state) === 'code-block';
  const language = codeLanguage(state);
  const knownLanguage = CODE_LANGUAGES.some((option) => option.value === language);
  const knownCallout = !callout || CALLOUTS.some((option) => option.kind === callout);

  return (
    <>
      <ToolSelect
        aria-label="Callout"
        title="Callout: note, tip, warning or Best Practice box"
        value={callout}
        onChange={(e) => apply(setCallout(state, e.target.value as CalloutKind | ''))}
      >
        <option value="">No callout</option>
        {knownCallout ? null : <option value={callout}>{callout}</option>}
        <Options items={CALLOUTS} value={(option) => option.kind} label={(option) => option.label} />
      </ToolSelect>
      {inCode ? (
        <ToolSelect aria-label="Code language" title="Code language" value={language} onChange={(e) => apply(setCodeLanguage(state, e.target.value))}>
          {knownLanguage ? null : <option value={language}>{language}</option>}
          <Options items={CODE_LANGUAGES} value={(option) => option.value} label={(option) => option.label} />
        </ToolSelect>
      ) : null}
      <ToolButtonBase type="button" title="Insert table" onMouseDown={(e) => e.preventDefault()} onClick={() => apply(insertTable(state))}>
        Insert table
      </ToolButtonBase>
      {onImageFiles ? (
        <>
          <ToolButtonBase
            type="button"
            title="Upload image (PNG, JPEG, WebP or GIF)"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => fileInput.current?.click()}
          >
            Upload image
          </ToolButtonBase>
          <input
            ref={fileInput}
            type="file"
            hidden
            aria-hidden
            tabIndex={-1}
            accept={Object.keys(UPLOAD_IMAGE_TYPES).join(',')}
            data-testid="image-file"
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              if (files.length) onImageFiles(files);
            }}
          />
        </>
      ) : null}
    </>
  );
}
