import type { Analysis } from './analysis';

/**
 * The knowledge base's words grouped by stem (the index's analysis: Porter for English, Snowball
 * for German, French and Spanish, none for Japanese and Chinese), so a query word finds the other
 * forms of it that our articles use ("migrate" → "migration", "Kameras" → "Kamera"). Filled from
 * the index's terms at build and from each article added later; a word whose articles were all
 * removed lingers and simply matches nothing.
 * A folded term is stemmed as it was spelled in the articles (`spellings`: the stemmer needs the
 * accents of "configuración") and as folded (as a query typed without accents is), so both meet.
 */
export class StemFamilies {
  private readonly families = new Map<string, string[]>();
  private readonly known = new Set<string>();

  constructor(
    private readonly analysis: Pick<Analysis, 'stemKey'>,
    private readonly spellings: ReadonlyMap<string, string>,
  ) {}

  add(term: string): void {
    if (this.known.has(term)) return;
    this.known.add(term);
    for (const key of this.keys(term)) {
      const family = this.families.get(key);
      if (family) family.push(term);
      else this.families.set(key, [term]);
    }
  }

  /** Other known words with the term's stem (the term itself excluded); `typed`: the query word as typed. */
  variants(term: string, typed = term): string[] {
    const words = new Set(this.keys(term, typed).flatMap((key) => this.families.get(key) ?? []));
    words.delete(term);
    return [...words];
  }

  private keys(term: string, typed = term): string[] {
    const keys: string[] = [];
    const spelled = this.spellings.get(term);
    for (const word of [term, typed === term ? undefined : typed, spelled === typed ? undefined : spelled]) {
      const key = word === undefined ? '' : this.analysis.stemKey(word);
      if (key && !keys.includes(key)) keys.push(key);
    }
    return keys;
  }
}
