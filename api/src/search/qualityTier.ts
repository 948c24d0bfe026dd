import type { QualityTier } from '@kb/contracts';

/** Fields whose exact match makes a result a "perfect match". */
export const HIGH_TIER_FIELDS: ReadonlySet<string> = new Set(['title', 'tags', 'keywords']);

/**
 * How well a result matches the query, shown as a coloured dot (SPEC §4):
 * - `high`   every query term occurs exactly (after case and accent folding) in the title, the
 *            tags or the keywords;
 * - `medium` every query term occurs exactly somewhere: title, headings, tags, keywords, category
 *            names or body;
 * - `low`    anything less: some term matched only as a prefix ("calib" → "calibration"), only
 *            with a typo allowance ("calibraton" → "calibration"), or not at all.
 * Stop words are not query terms. `match` maps each matched document term to its fields (MiniSearch's
 * MatchInfo); a query term matched exactly is a key of it.
 */
export function qualityTier(terms: readonly string[], match: Readonly<Record<string, readonly string[]>>): QualityTier {
  if (terms.length === 0) return 'low';
  let high = true;
  for (const term of terms) {
    const fields = match[term];
    if (!fields) return 'low';
    if (!fields.some((field) => HIGH_TIER_FIELDS.has(field))) high = false;
  }
  return high ? 'high' : 'medium';
}
