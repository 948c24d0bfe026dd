import type { QualityTier } from '@kb/contracts';

/** Fields whose match makes a result a "perfect match". */
const HIGH_TIER_FIELDS: ReadonlySet<string> = new Set(['title', 'tags', 'keywords']);

/**
 * How well a result matches the query, shown as a coloured dot (SPEC §4). A query term "matches
 * fully" as itself (after case and accent folding), as another form of its stem ("migrate" for
 * "migration") or as the joined form of two typed words ("back up" for "backup"):
 * - `high`   every query term matches fully in the title, the tags or the keywords;
 * - `medium` every query term matches fully somewhere: title, headings, tags, keywords, category
 *            names or body;
 * - `low`    anything less: some term matched only as a prefix ("calib" → "calibration"), only
 *            with a typo allowance ("calibraton" → "calibration"), or not at all.
 * Stop words are not query terms. `words` lists, per query term, the words that match it fully;
 * `match` maps each matched document word to its fields (MiniSearch's MatchInfo).
 */
export function qualityTier(words: readonly (readonly string[])[], match: Readonly<Record<string, readonly string[]>>): QualityTier {
  if (words.length === 0) return 'low';
  let high = true;
  for (const forms of words) {
    const fields = forms.flatMap((word) => match[word] ?? []);
    if (fields.length === 0) return 'low';
    if (!fields.some((field) => HIGH_TIER_FIELDS.has(field))) high = false;
  }
  return high ? 'high' : 'medium';
}
