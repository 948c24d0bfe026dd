import { stemmer } from 'stemmer';

/** The Porter stem of a folded term ("migrating", "migration" → "migrat"). */
export const stemOf = (term: string): string => stemmer(term);

/**
 * The knowledge base's words grouped by Porter stem, so a query word finds the other forms of it
 * that our articles use ("migrate" → "migration", "migrations"). Filled from the index's terms at
 * build and from each article added later; a word whose articles were all removed lingers and
 * simply matches nothing.
 */
export class StemFamilies {
  private readonly families = new Map<string, string[]>();
  private readonly known = new Set<string>();

  add(term: string): void {
    if (this.known.has(term)) return;
    this.known.add(term);
    const stem = stemOf(term);
    const family = this.families.get(stem);
    if (family) family.push(term);
    else this.families.set(stem, [term]);
  }

  /** Other known words with the term's stem (the term itself excluded). */
  variants(term: string): string[] {
    return (this.families.get(stemOf(term)) ?? []).filter((t) => t !== term);
  }
}
