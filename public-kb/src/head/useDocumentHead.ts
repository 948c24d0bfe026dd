import { useEffect } from 'react';
import type { HeadTags } from '@kb/contracts';

export type { HeadTags };

const OWNED = 'data-kb-head';

function upsertMeta(attr: 'name' | 'property', key: string, content: string): HTMLElement {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${CSS.escape(key)}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attr, key);
    document.head.append(element);
  }
  element.content = content;
  element.setAttribute(OWNED, '');
  return element;
}

/**
 * Sets a screen's title and head tags, taking over the ones the server wrote for the first page, and
 * removes them again when the screen goes (the next screen writes its own). JSON-LD goes in as data:
 * '<' is escaped so no text can close the script element.
 */
export function useDocumentHead(head: HeadTags | null) {
  const serialized = head ? JSON.stringify(head) : null;
  useEffect(() => {
    if (!serialized) return;
    const tags = JSON.parse(serialized) as HeadTags;
    document.title = tags.title;
    const owned: HTMLElement[] = [];
    for (const [key, content] of Object.entries(tags.names ?? {})) owned.push(upsertMeta('name', key, content));
    for (const [key, content] of Object.entries(tags.properties ?? {})) owned.push(upsertMeta('property', key, content));
    if (tags.canonical) {
      let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
      if (!link) {
        link = document.createElement('link');
        link.rel = 'canonical';
        document.head.append(link);
      }
      link.href = tags.canonical;
      owned.push(link);
    }
    if (tags.jsonLd) {
      document.head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove());
      for (const data of tags.jsonLd) {
        const script = document.createElement('script');
        script.type = 'application/ld+json';
        script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
        document.head.append(script);
        owned.push(script);
      }
    }
    return () => owned.forEach((element) => element.remove());
  }, [serialized]);
}
