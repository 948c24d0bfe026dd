import { useEffect, useRef, type RefObject } from 'react';

/** Marks the copy of the current history entry that stands between the editor and browser Back. */
const GUARD_KEY = 'kbLeaveGuard';

function pushGuardEntry(): void {
  const state: unknown = window.history.state;
  window.history.pushState({ ...(state && typeof state === 'object' ? state : {}), [GUARD_KEY]: true }, '');
}

/**
 * Browser Back with unsaved changes asks first. The shell's BrowserRouter has no blocker, so while the
 * editor is dirty a copy of the current entry (same URL) is pushed; Back lands on the real entry, and
 * the admin is asked: leaving goes back once more, staying puts the copy back. Back after the changes
 * were saved simply goes on.
 */
export function useBackGuard(dirty: boolean, dirtyRef: RefObject<boolean>, ask: (leave: () => void, stay: () => void) => void): void {
  const onGuardEntry = useRef(false);

  useEffect(() => {
    if (!dirty || onGuardEntry.current) return;
    pushGuardEntry();
    onGuardEntry.current = true;
  }, [dirty]);

  useEffect(() => {
    const handlePopState = (event: PopStateEvent) => {
      const state = event.state as Record<string, unknown> | null;
      if (state?.[GUARD_KEY]) {
        onGuardEntry.current = true;
        return;
      }
      if (!onGuardEntry.current) return;
      onGuardEntry.current = false;
      if (!dirtyRef.current) {
        window.history.back();
        return;
      }
      ask(
        () => window.history.back(),
        () => {
          pushGuardEntry();
          onGuardEntry.current = true;
        },
      );
    };
    window.addEventListener('popstate', handlePopState);
    return () => window.removeEventListener('popstate', handlePopState);
  }, [ask, dirtyRef]);
}
