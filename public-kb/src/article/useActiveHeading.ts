import { useEffect, useState } from 'react';
import { TOC_ACTIVE_OFFSET_PX, TOC_ACTIVE_VIEWPORT_SHARE } from '../constants';

/**
 * The last heading whose top has reached the reading line (TOC_ACTIVE_OFFSET_PX from the top of the
 * viewport, or a third of its height when that is more). Scrolled to the end of the page, the last heading
 * in view is the current one: the last sections may be too short to reach the line.
 */
function activeHeadingId(ids: readonly string[], doc: Document = document): string | null {
  const view = doc.defaultView;
  const height = view?.innerHeight ?? 0;
  const line = Math.max(TOC_ACTIVE_OFFSET_PX, height * TOC_ACTIVE_VIEWPORT_SHARE);
  const root = doc.documentElement;
  const atEnd = height > 0 && root.scrollHeight > height && (view?.scrollY ?? 0) + height >= root.scrollHeight - 2;
  let active: string | null = null;
  for (const id of ids) {
    const element = doc.getElementById(id);
    if (!element) continue;
    const top = element.getBoundingClientRect().top;
    if (top <= line || (atEnd && top < height)) active = id;
    else break;
  }
  return active;
}

/**
 * Tracks the heading at the top while the page scrolls and writes it to the URL hash (replacing the
 * history entry, so scrolling does not fill the back button).
 */
export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');
  useEffect(() => {
    const list = key ? key.split('\n') : [];
    let frame = 0;
    const update = (fromScroll: boolean) => {
      frame = 0;
      const id = activeHeadingId(list);
      setActive(id);
      if (!fromScroll) return;
      const hash = id ? `#${encodeURIComponent(id)}` : '';
      if (window.location.hash !== hash) {
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
      }
    };
    const handleScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(() => update(true));
    };
    update(false);
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', handleScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}
