/** What became of one source construct in an import. */
export type Outcome = 'converted' | 'text' | 'dropped';
const OUTCOMES: readonly Outcome[] = ['converted', 'text', 'dropped'];

/** Per construct (`admonition`, `snippet`, `emoji`…): how many were converted, kept as text, dropped. */
export type FidelityCounts = Record<string, Record<Outcome, number>>;

/** Counts what an import did with each construct of its source, for the summary the CLI prints. */
export class Fidelity {
  readonly counts: FidelityCounts = {};

  add(construct: string, outcome: Outcome = 'converted', times = 1): void {
    const row = (this.counts[construct] ??= { converted: 0, text: 0, dropped: 0 });
    row[outcome] += times;
  }

  /** Adds another count's rows to these (a page's to its site's, pages' to their version's). */
  addAll(counts: FidelityCounts): void {
    for (const [construct, row] of Object.entries(counts)) for (const outcome of OUTCOMES) if (row[outcome] > 0) this.add(construct, outcome, row[outcome]);
  }
}

/** The summary as lines: one per construct, sorted, then the totals of what was kept as text or dropped. */
export function fidelitySummary(counts: FidelityCounts): string[] {
  const names = Object.keys(counts).sort();
  const width = Math.max(9, ...names.map((name) => name.length));
  const lines = [`${'construct'.padEnd(width)}  converted  kept as text  dropped`];
  for (const name of names) {
    const row = counts[name]!;
    lines.push(`${name.padEnd(width)}  ${String(row.converted).padStart(9)}  ${String(row.text).padStart(12)}  ${String(row.dropped).padStart(7)}`);
  }
  const total = (outcome: Outcome) => names.reduce((sum, name) => sum + counts[name]![outcome], 0);
  const [, text, dropped] = OUTCOMES.map(total);
  lines.push(text === 0 && dropped === 0 ? 'Nothing was kept as text or dropped.' : `${text} kept as text, ${dropped} dropped: see the warnings.`);
  return lines;
}
