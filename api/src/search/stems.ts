import type { Analysis } from './analysis';

/**
 * The knowledge base's words grouped by stem (the index's analysis: Porter for English, Snowball
 * for German, French and Spanish, none for Japanese and Chinese), so a query word finds the other
 * forms of it that our articles use ("migrate" → "migration", "Kameras" → "Kamera"). Filled from
 * the index's terms at build and from each article added later; a word whose articles were all
 * removed lingers and simply matches nothing.
 * A folded term is stemmed as it was spelled in the articles (`spellings`: the stemmer needs the
 * accents of "configuración") and as folded (as a query typed without accents is), so both meet. A
 * term met again with another spelling is grouped again by it, as an index built afresh would group it.
 */
export class StemFamilies {
  private readonly families = new Map<string, string[]>();
  /** Each known term and the spelling it was grouped by. */
  private readonly known = new Map<string, string | undefined>();

  constructor(
    private readonly analysis: Pick<Analysis, 'stemKey'>,
    private readonly spellings: ReadonlyMap<string, string>,
  ) {}

  add(term: string): void {
    const spelled = this.spellings.get(term);
    if (this.known.has(term) && this.known.get(term) === spelled) return;
    const before = this.known.has(term) ? this.keys(term, term, this.known.get(term)) : [];
    this.known.set(term, spelled);
    const after = this.keys(term);
    for (const key of before)
      if (!after.includes(key))
        this.families.set(
          key,
          this.families.get(key)!.filter((word) => word !== term),
        );
    for (const key of after) {
      if (before.includes(key)) continue;
      const family = this.families.get(key);
      if (family) family.push(term);
      else this.families.set(key, [term]);
    }
  }

  /** Other known words with the term's stem (the term itself excluded), sorted; `typed`: the query word as typed. */
  variants(term: string, typed = term): string[] {
    const words = new Set(this.keys(term, typed).flatMap((key) => this.families.get(key) ?? []));
    words.delete(term);
    return [...words].sort();
  }

  private keys(term: string, typed = term, spelled = this.spellings.get(term)): string[] {
    const keys: string[] = [];
    for (const word of [term, typed === term ? undefined : typed, spelled === typed ? undefined : spelled]) {
      const key = word === undefined ? '' : this.analysis.stemKey(word);
      if (key && !keys.includes(key)) keys.push(key);
    }
    return keys;
  }
}
