/** URL-safe id from heading text: lower case ASCII words joined by '-'. */
export function slugifyHeading(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'section';
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
