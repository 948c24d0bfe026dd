import { slugify } from '@kb/contracts';

/** URL-safe id from heading text: a slug of at most 80 characters ('section' when the text has no letter or digit a slug keeps). */
export function slugifyHeading(text: string): string {
  return slugify(text, 80) || 'section';
}

/** Gives each id a unique form within one article: 'setup', 'setup-2', 'setup-3'. */
export function uniqueIds(bases: string[]): string[] {
  const seen = new Map<string, number>();
  const taken = new Set<string>();
  return bases.map((base) => {
    let n = seen.get(base) ?? 0;
    let candidate = n === 0 ? base : `${base}-${n + 1}`;
    while (taken.has(candidate)) {
      n += 1;
      candidate = `${base}-${n + 1}`;
    }
    seen.set(base, n + 1);
    taken.add(candidate);
    return candidate;
  });
}
