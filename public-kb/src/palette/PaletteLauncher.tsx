import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const loadPalette = () => import('./SearchPalette');
const SearchPalette = lazy(loadPalette);

/** ⌘K or Ctrl+K anywhere; '/' when the focus is not in a text field. */
export const isPaletteKey = (event: KeyboardEvent) =>
  !event.altKey &&
  (event.metaKey || event.ctrlKey
    ? event.key.toLowerCase() === 'k'
    : event.key === '/' && !(event.target as Element).closest('input,textarea,select,[contenteditable]'));

/** A key that types a character (or takes one back) in a text field. */
const typedKey = (event: KeyboardEvent) => !event.ctrlKey && !event.metaKey && !event.altKey && (event.key.length === 1 || event.key === 'Backspace');

/**
 * Opens the search palette. Only this key listener is part of the page; the palette is a separate chunk,
 * downloaded the first time it opens, and stays mounted afterwards (closed) so it can close properly.
 * What the reader types while that first download is on its way ("⌘K genlock" in one go) is kept and
 * becomes the palette's query, so no keystroke is lost.
 */
export function PaletteLauncher() {
  const [open, setOpen] = useState<boolean | null>(null);
  const [typedEarly, setTypedEarly] = useState<string | null>(null);
  const requested = useRef(false);
  /** Typed before the palette's code arrived; null when nothing is waiting for it. */
  const early = useRef<string | null>(null);

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (isPaletteKey(event)) {
        event.preventDefault();
        if (!requested.current) {
          requested.current = true;
          early.current = '';
          void loadPalette().then(() => {
            setTypedEarly(early.current ?? '');
            early.current = null;
          });
        }
        setOpen(true);
        return;
      }
      if (early.current === null || !typedKey(event)) return;
      event.preventDefault();
      early.current = event.key === 'Backspace' ? early.current.slice(0, -1) : early.current + event.key;
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, []);

  if (open === null || typedEarly === null) return null;
  return (
    <Suspense fallback={null}>
      <SearchPalette open={open} onClose={() => setOpen(false)} initialQuery={typedEarly} />
    </Suspense>
  );
}
