import type { ConceptEvidence, GapCheck } from '@kb/contracts';
import { normalizeQuery } from '../search/normalize';

/** A gap is closed when every evidence search finds the article among this many first results. */
const FOUND_WITHIN = 5;
/** Evidence searches run again per concept (the most frequent first). */
const QUERIES_CHECKED = 5;

/** The concept's evidence queries (searches, then reports), each once; a concept without any is checked by its title. */
export function evidenceQueries(evidence: ConceptEvidence, title: string): string[] {
  const queries = new Map<string, string>();
  for (const query of [...evidence.searches.map((s) => s.query), ...evidence.reports.map((r) => r.query)]) {
    const key = normalizeQuery(query);
    if (key && !queries.has(key)) queries.set(key, query);
  }
  return queries.size > 0 ? [...queries.values()].slice(0, QUERIES_CHECKED) : [title];
}

/** Runs the evidence searches again and ranks the article in each (1 = first, null = not found). */
export function checkGap(searchIds: (query: string) => string[], articleId: string, queries: readonly string[]): GapCheck {
  const ranks = queries.map((query) => {
    const at = searchIds(query).indexOf(articleId);
    return { query, rank: at < 0 ? null : at + 1 };
  });
  return { closed: ranks.every(({ rank }) => rank !== null && rank <= FOUND_WITHIN), ranks };
}
