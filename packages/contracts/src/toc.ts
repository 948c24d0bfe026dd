import type { TocEntry } from './entities';

/**
 * A table of contents' headings, in reading order. In a module of its own, without zod: the visitor's bundle
 * imports it, and a module of schemas would bring zod (and its eval probe, which the CSP refuses) along.
 */
export const flattenToc = (entries: readonly TocEntry[]): TocEntry[] => entries.flatMap((entry) => [entry, ...flattenToc(entry.children)]);
