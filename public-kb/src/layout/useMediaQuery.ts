import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a CSS media query matches, kept up to date. False on the server and while the browser hydrates
 * (the server cannot know the screen); the browser's answer follows in a transition, so the render it
 * causes on a phone is sliced like the hydration itself (read with useSyncExternalStore, it forced the
 * whole layout to render again in one long task right after hydrating).
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener?.('change', update);
    return () => list.removeEventListener?.('change', update);
  }, [query]);
  return matches;
}
