import { trusted } from 'mongoose';
import type { Models, SearchLogDoc } from '../models';
import { normalizeQuery } from '../search/normalize';

export interface SearchGap {
  /** The query as a visitor last typed it (grouping is by its normalised form). */
  query: string;
  searches: number;
  /** The fewest results any of those searches got. */
  results: number;
}

/** A search with at most this many results is a low-result search. */
const LOW_RESULTS = 2;
export const EVIDENCE_DAYS = 30;
const SCAN_LIMIT = 5_000;

/** Zero- and low-result searches of the last EVIDENCE_DAYS, grouped by normalised query, most searched first. */
export async function searchGaps(models: Models, now = new Date()): Promise<SearchGap[]> {
  const since = new Date(now.getTime() - EVIDENCE_DAYS * 86_400_000);
  const entries = await models.SearchLog.find({ at: trusted({ $gte: since }), resultCount: trusted({ $lte: LOW_RESULTS }) })
    .sort({ at: -1 })
    .limit(SCAN_LIMIT)
    .lean<SearchLogDoc[]>();
  const groups = new Map<string, SearchGap>();
  for (const entry of entries) {
    const key = normalizeQuery(entry.query);
    if (!key) continue;
    const group = groups.get(key);
    if (group) {
      group.searches += 1;
      group.results = Math.min(group.results, entry.resultCount);
    } else groups.set(key, { query: entry.query.trim(), searches: 1, results: entry.resultCount });
  }
  return [...groups.values()].sort((a, b) => b.searches - a.searches || a.query.localeCompare(b.query));
}
