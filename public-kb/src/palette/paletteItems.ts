import { articlePath, type SearchResult } from '@kb/contracts';
import type { History } from './history';
import type { PaletteSearch } from './usePaletteSearch';
import type { MessageKey } from '../i18n/translate';

/** Results shown in the palette; the rest are on the search page ("See all results"). */
export const PALETTE_RESULTS_MAX = 8;

/** One choice of the palette's listbox. */
export type PaletteItem =
  | { kind: 'recentSearch'; query: string }
  | { kind: 'recentArticle'; slug: string; title: string }
  | { kind: 'result'; result: SearchResult; query: string; position: number }
  | { kind: 'allResults'; query: string }
  | { kind: 'searchPage'; query: string }
  | { kind: 'reportMissing'; query: string };

/** What an item is, the same across refreshes of the list (the highlight stays on it). */
export function itemKey(item: PaletteItem): string {
  switch (item.kind) {
    case 'recentSearch':
      return `search:${item.query}`;
    case 'recentArticle':
      return `article:${item.slug}`;
    case 'result':
      return `result:${item.result.id}`;
    default:
      return item.kind;
  }
}

export interface PaletteGroup {
  /** The group's heading (a message key), or none. */
  label: MessageKey | null;
  items: PaletteItem[];
}

/** `/article/<slug>#<heading-id>`: the section the result's excerpt comes from. */
export const resultHref = (result: SearchResult) => articlePath(result.slug, result.section?.id);

/** What the listbox offers for the query typed, the search's state and the stored history. */
export function paletteGroups(query: string, search: PaletteSearch, history: History): PaletteGroup[] {
  const q = query.trim();
  if (!q) {
    return [
      { label: 'palette.recentSearches' as const, items: history.searches.map((s): PaletteItem => ({ kind: 'recentSearch', query: s })) },
      { label: 'palette.recentlyViewed' as const, items: history.articles.map((a): PaletteItem => ({ kind: 'recentArticle', ...a })) },
    ].filter((group) => group.items.length > 0);
  }
  if (search.status === 'error') return [{ label: null, items: [{ kind: 'searchPage', query: q }] }];
  // While the text typed is searched, the previous answer's results (never an earlier "no results").
  const answer = search.status === 'loading' ? search.shown : search.status === 'done' ? search : null;
  if (!answer) return [];
  if (answer.results.length === 0) {
    return [
      {
        label: null,
        items: [
          { kind: 'searchPage', query: answer.query },
          { kind: 'reportMissing', query: answer.query },
        ],
      },
    ];
  }
  const results = answer.results
    .slice(0, PALETTE_RESULTS_MAX)
    .map((result, index): PaletteItem => ({ kind: 'result', result, query: answer.query, position: index + 1 }));
  // "See all results" searches what the reader typed, even while the answer shown is for an earlier key.
  return [{ label: null, items: [...results, { kind: 'allResults', query: q }] }];
}

/**
 * What an Enter pressed before the text typed was answered opens once it is: the item the reader had moved to if
 * the new list still has it, else its first result, else the search page for the text. Never "Report a missing
 * article": the reader has not seen the answer it would report.
 */
export function enterChoice(items: PaletteItem[], movedTo: string | null, query: string): PaletteItem {
  return (
    items.find((item) => item.kind !== 'reportMissing' && itemKey(item) === movedTo) ??
    items.find((item) => item.kind === 'result') ?? { kind: 'searchPage', query }
  );
}
