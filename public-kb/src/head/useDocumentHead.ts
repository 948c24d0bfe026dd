import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DocumentHeadContext, type TranslateText } from '@kb/api-client';
import type { HeadTags } from '@kb/contracts';
import { useT } from '../i18n/useT';

export type { HeadTags };

/** The head's `<meta name|property="key">` or `<link rel="key">` (made when there is none), set to `value`. Keys are code's, never content. */
function headTag(attr: 'name' | 'property' | 'rel', key: string, value: string): Element {
  const tag = attr === 'rel' ? 'link' : 'meta';
  let element = document.head.querySelector(`${tag}[${attr}="${key}"]`);
  if (!element) {
    element = document.createElement(tag);
    element.setAttribute(attr, key);
    document.head.append(element);
  }
  element.setAttribute(tag === 'link' ? 'href' : 'content', value);
  return element;
}

const removeAll = (selector: string) => document.head.querySelectorAll(selector).forEach((element) => element.remove());

/**
 * Sets a screen's title and head tags, taking over the ones the server wrote for the first page, and
 * removes them again when the screen goes (the next screen writes its own). JSON-LD goes in as data:
 * '<' is escaped so no text can close the script element. The `hreflang` alternates are the server's, for
 * the document's own page (only it knows the languages an article exists in; a crawler reads each page's
 * own document): they go when the reader moves to another page. On the server the page server is told the
 * head tags, with the screen's translator (DocumentHeadContext), and writes them, so the first page's head
 * is this one, in the page's language, and hydration changes nothing.
 */
export function useDocumentHead(head: HeadTags | null) {
  const tellServer = useContext(DocumentHeadContext);
  const t = useT();
  if (tellServer && head) tellServer(head, t as TranslateText);
  const { pathname, search } = useLocation();
  useEffect(() => () => removeAll('link[rel="alternate"][hreflang]'), [pathname, search]);
  const serialized = head ? JSON.stringify(head) : null;
  useEffect(() => {
    if (!serialized) return;
    const tags = JSON.parse(serialized) as HeadTags;
    document.title = tags.title;
    const owned = [
      ...Object.entries(tags.names ?? {}).map(([key, content]) => headTag('name', key, content)),
      ...Object.entries(tags.properties ?? {}).map(([key, content]) => headTag('property', key, content)),
      ...(tags.canonical ? [headTag('rel', 'canonical', tags.canonical)] : []),
    ];
    if (tags.jsonLd) {
      removeAll('script[type="application/ld+json"]');
      for (const data of tags.jsonLd) {
        const script = Object.assign(document.createElement('script'), {
          type: 'application/ld+json',
          textContent: JSON.stringify(data).replace(/</g, '\\u003c'),
        });
        document.head.append(script);
        owned.push(script);
      }
    }
    return () => owned.forEach((element) => element.remove());
  }, [serialized]);
}
