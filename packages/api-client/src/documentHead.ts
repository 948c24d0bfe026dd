import { createContext } from 'react';
import type { HeadTags } from '@kb/contracts';

/** A remote's interface texts in the page's language: a message by its key, with its `{{name}}` places filled. */
export type TranslateText = (key: string, values?: Record<string, string | number>) => string;

/**
 * The page server's ear for a screen's head tags (its title and meta tags, in the page's language) and the
 * translator the screen is rendered with: the server's render provides it, each screen's head hook tells
 * it what it will set in the browser, and the page server writes that into the document, so the browser's
 * title after hydration is the server's. Null in the browser. In this shared package, as EditionContext, so
 * the shell and the remotes read the same context.
 */
export const DocumentHeadContext = createContext<((head: HeadTags, translate: TranslateText) => void) | null>(null);
