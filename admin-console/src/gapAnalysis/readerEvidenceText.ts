import type { ConceptEvidence, GapCheck } from '@kb/contracts';

const times = (n: number) => `${n} time${n === 1 ? '' : 's'}`;
const readers = (n: number) => `${n} reader${n === 1 ? '' : 's'}`;
const results = (n: number) => (n === 0 ? 'no results' : `${n} result${n === 1 ? '' : 's'}`);

/** A concept's reader evidence, one line per kind, with counts; empty without any. */
export function evidenceLines(evidence: ConceptEvidence): string[] {
  const lines: string[] = [];
  if (evidence.searches.length) lines.push(`Searches: ${evidence.searches.map((s) => `"${s.query}" ${times(s.searches)} (${results(s.results)})`).join(', ')}`);
  if (evidence.reports.length)
    lines.push(
      `Reported missing: ${evidence.reports.map((r) => `"${r.query}" ${times(r.reports)}${r.readers === undefined ? '' : ` by ${readers(r.readers)}`}`).join(', ')}`,
    );
  const { unhelpful } = evidence;
  if (unhelpful) {
    lines.push(`"No" votes on "${unhelpful.title}": ${unhelpful.no}`);
    if (unhelpful.comments.length) lines.push(`What was missing: ${unhelpful.comments.map((c) => `"${c}"`).join('; ')}`);
  }
  return lines;
}

/** "Closed: now found at #1 by "query"" or "Still open: "query" not found", with every search's rank. */
export function gapCheckText(check: GapCheck): string {
  if (check.closed) return `Closed: now found at ${check.ranks.map((r) => `#${r.rank} by "${r.query}"`).join(', ')}`;
  return `Still open: ${check.ranks.map((r) => `"${r.query}" ${r.rank === null ? 'not found' : `at #${r.rank}`}`).join(', ')}`;
}
