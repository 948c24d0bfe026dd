import { useEffect, useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@kb/ui/controls';
import { marksAt, readCell, replaceRange, setLink, toggleMark, writeCell, type CellMark, type CellRun } from '../html/cellHtml';
import { cleanCell } from '../html/tableHtml';
import { Prompt, PromptInput } from '../Prompt';
import { CELL_ATTR, CELL_COMMAND, caretTo, offsetsIn, selectOffsets, type CellCommand, type CellOffsets } from './cellDom';

interface Props {
  html: string;
  label: string;
  /** Row and column, as `data-cell` ("2:1") for the table to find the cell. */
  place: string;
  onChange: (html: string) => void;
  onFocus: () => void;
  /** Keys the table handles (Tab, Shift+Tab, the menu's keys); the cell's own are handled before. */
  onTableKey: (event: KeyboardEvent<HTMLDivElement>) => void;
}

const MARK_KEYS: Record<string, CellMark> = { b: 'strong', i: 'em' };

/**
 * One cell: an editable element whose content is always the cell's clean HTML (cleanCell). What the browser puts
 * there as a person types is read back into runs and written again when it differs (a `<b>`, a pasted `<span>`), the
 * caret kept by its text offset. Bold, italic and code are toggled on the runs (not by the browser's execCommand,
 * which gives header cells `font-weight: normal` spans); Ctrl/Cmd+K and the toolbar's Link open the Link bar.
 */
export function TableCell({ html, label, place, onChange, onFocus, onTableKey }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  /** The HTML the element shows. */
  const shown = useRef<string | null>(null);
  /** Marks toggled with nothing selected, for the text typed next at that offset. */
  const pending = useRef<{ at: number; marks: Omit<CellRun, 'text'> } | null>(null);
  const composing = useRef(false);
  const [linking, setLinking] = useState<CellOffsets | null>(null);

  useLayoutEffect(() => {
    if (shown.current === html) return;
    ref.current!.innerHTML = html;
    shown.current = html;
  }, [html]);

  const runs = () => readCell(ref.current!, false) ?? [];

  /** Shows and reports `next` (cleaned by the sanitiser), the selection at `offsets`. */
  const commit = (next: string, offsets: CellOffsets | null) => {
    const element = ref.current!;
    const clean = cleanCell(next);
    const before = shown.current;
    if (element.innerHTML !== clean) {
      element.innerHTML = clean;
      if (offsets && document.activeElement === element) selectOffsets(element, offsets);
    }
    shown.current = clean;
    if (clean !== before) onChange(clean);
  };

  const handleInput = () => {
    if (composing.current) return;
    commit(ref.current!.innerHTML, offsetsIn(ref.current!));
  };

  const toggle = (mark: CellMark) => {
    const at = offsetsIn(ref.current!);
    if (!at) return;
    const current = runs();
    if (at.start === at.end) {
      const marks = pending.current?.at === at.start ? pending.current.marks : marksAt(current, at.start);
      pending.current = { at: at.start, marks: { ...marks, [mark]: !marks[mark] } };
      return;
    }
    commit(writeCell(toggleMark(current, at.start, at.end, mark)), at);
  };

  const run = (command: CellCommand) => {
    if (command === 'link') {
      const at = offsetsIn(ref.current!);
      if (at) setLinking(at);
    } else {
      toggle(command);
    }
  };
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    const element = ref.current!;
    const onCommand = (event: Event) => runRef.current((event as CustomEvent<CellCommand>).detail);
    // Typing after Ctrl+B with nothing selected: the text goes in with the marks set ahead.
    const onBeforeInput = (event: InputEvent) => {
      const set = pending.current;
      const at = offsetsIn(element);
      pending.current = null;
      if (!set || event.inputType !== 'insertText' || !event.data || !at || at.start !== at.end || at.start !== set.at) return;
      event.preventDefault();
      const caret = at.start + event.data.length;
      commit(writeCell(replaceRange(runs(), at.start, at.end, [{ ...set.marks, text: event.data }])), { start: caret, end: caret });
    };
    element.addEventListener(CELL_COMMAND, onCommand);
    element.addEventListener('beforeinput', onBeforeInput);
    return () => {
      element.removeEventListener(CELL_COMMAND, onCommand);
      element.removeEventListener('beforeinput', onBeforeInput);
    };
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (mod && !event.altKey && MARK_KEYS[key]) {
      event.preventDefault();
      toggle(MARK_KEYS[key]);
    } else if (mod && !event.altKey && key === 'k') {
      event.preventDefault();
      run('link');
    } else if (mod && !event.altKey && key === 'a') {
      event.preventDefault();
      selectOffsets(ref.current!, { start: 0, end: ref.current!.textContent?.length ?? 0 });
    } else if ((event.key === 'Home' || event.key === 'End') && !event.altKey) {
      event.preventDefault();
      caretTo(ref.current!, event.key === 'Home' ? 0 : (ref.current!.textContent?.length ?? 0), event.shiftKey);
    } else if ((mod && key === 'u') || event.key === 'Enter') {
      event.preventDefault(); // cells hold one line, and no underline
    } else {
      onTableKey(event);
    }
  };

  /** A paste keeps bold, italic, code and links (through the sanitiser), as one line. */
  const handlePaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const at = offsetsIn(ref.current!);
    if (!at) return;
    const pastedHtml = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    const body = new DOMParser().parseFromString(pastedHtml ? cleanCell(pastedHtml) : '', 'text/html').body;
    const pasted = pastedHtml ? (readCell(body, false) ?? []) : [{ text: text.replace(/\s*[\r\n]+\s*/g, ' ') }];
    const length = pasted.reduce((sum, part) => sum + part.text.length, 0);
    commit(writeCell(replaceRange(runs(), at.start, at.end, pasted)), { start: at.start + length, end: at.start + length });
  };

  const insertLink = (href: string) => {
    const at = linking!;
    setLinking(null);
    const element = ref.current!;
    element.focus({ preventScroll: true });
    const end = at.start === at.end ? at.start + href.length : at.end;
    commit(writeCell(setLink(runs(), at.start, at.end, href)), { start: end, end });
    selectOffsets(element, { start: end, end });
  };

  return (
    <>
      <div
        ref={ref}
        {...{ [CELL_ATTR]: '' }}
        data-cell={place}
        role="textbox"
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        spellCheck
        onInput={handleInput}
        onCompositionStart={() => (composing.current = true)}
        onCompositionEnd={() => {
          composing.current = false;
          handleInput();
        }}
        onKeyDown={handleKeyDown}
        onPaste={handlePaste}
        onFocus={onFocus}
      />
      {linking ? (
        <CellLinkPrompt
          onInsert={insertLink}
          onCancel={() => {
            setLinking(null);
            ref.current!.focus({ preventScroll: true });
            selectOffsets(ref.current!, linking);
          }}
        />
      ) : null}
    </>
  );
}

/** The Link bar for a cell, at the selection: the address goes through the sanitiser with the rest of the cell. */
function CellLinkPrompt({ onInsert, onCancel }: { onInsert: (href: string) => void; onCancel: () => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = value.trim();
    if (!href) return setError('Link URL is required');
    onInsert(href);
  };
  return (
    <Prompt label="Insert link" onSubmit={submit} onCancel={onCancel} error={error}>
      <label htmlFor={id}>Link URL</label>
      <PromptInput id={id} value={value} placeholder="https://example.com/page" onChange={(event) => setValue(event.target.value)} autoFocus />
      <Button type="submit">Insert</Button>
    </Prompt>
  );
}
