import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

const SearchPalette = lazy(() => import('./SearchPalette'));

const OPEN_EVENT = 'kb-open-palette';
/** Opens the palette as its keys do: for touch and mouse users (the header's shortcut button). */
export const requestPalette = () => document.dispatchEvent(new Event(OPEN_EVENT));

/** ⌘K or Ctrl+K anywhere; '/' when the focus is not in a text field. */
const isPaletteKey = (event: KeyboardEvent) =>
  !event.altKey &&
  (event.metaKey || event.ctrlKey
    ? event.key.toLowerCase() === 'k'
    : event.key === '/' && !(event.target as Element).closest('input,textarea,select,[contenteditable]'));

/** A key that types a character (or takes one back) in a text field. */
const typedKey = (event: KeyboardEvent) => !event.ctrlKey && !event.metaKey && !event.altKey && (event.key.length === 1 || event.key === 'Backspace');

/**
 * Opens the search palette. Only this key listener is part of the page; the palette is a separate chunk,
 * downloaded the first time it opens, and stays mounted afterwards (closed) so it can close properly.
 * What the reader types between the key and the palette's field taking the focus ("⌘K genlock" in one
 * go, while the chunk is on its way) is kept, and the palette takes it as its query: no keystroke is lost.
 */
export function PaletteLauncher() {
  const [open, setOpen] = useState<boolean | null>(null);
  /** Typed since the palette was asked for and before its field had the focus; null when nothing waits. */
  const early = useRef<string | null>(null);
  const takeTypedEarly = useCallback(() => {
    const typed = early.current ?? '';
    early.current = null;
    return typed;
  }, []);

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (isPaletteKey(event)) {
        event.preventDefault();
        early.current ??= '';
        setOpen(true);
        return;
      }
      if (early.current === null || !typedKey(event)) return;
      event.preventDefault();
      early.current = event.key === 'Backspace' ? early.current.slice(0, -1) : early.current + event.key;
    };
    const handleRequest = () => setOpen(true);
    document.addEventListener('keydown', handleKey);
    document.addEventListener(OPEN_EVENT, handleRequest);
    return () => {
      document.removeEventListener('keydown', handleKey);
      document.removeEventListener(OPEN_EVENT, handleRequest);
    };
  }, []);

  if (open === null) return null;
  return (
    <Suspense fallback={null}>
      <SearchPalette open={open} onClose={() => setOpen(false)} takeTypedEarly={takeTypedEarly} />
    </Suspense>
  );
}
