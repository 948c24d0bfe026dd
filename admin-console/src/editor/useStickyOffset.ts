import { useEffect, useRef, useState } from 'react';

/** The height of the sticky Save / Publish bar, so the formatting toolbar sticks just below it. */
export function useStickyOffset() {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  });
  return { ref, height };
}
