import { lazy, Suspense, useEffect, useState } from 'react';

const SearchPalette = lazy(() => import('./SearchPalette'));

/** ⌘K or Ctrl+K anywhere; '/' when the focus is not in a text field. */
export const isPaletteKey = (event: KeyboardEvent) =>
  !event.altKey &&
  (event.metaKey || event.ctrlKey
    ? event.key.toLowerCase() === 'k'
    : event.key === '/' && !(event.target as Element).closest('input,textarea,select,[contenteditable]'));

/**
 * Opens the search palette. Only this key listener is part of the page; the palette is a separate chunk,
 * downloaded the first time it opens, and stays mounted afterwards (closed) so it can close properly.
 */
export function PaletteLauncher() {
  const [open, setOpen] = useState<boolean | null>(null);

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, []);

  if (open === null) return null;
  return (
    <Suspense fallback={null}>
      <SearchPalette open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
