import type { CategoryRecord } from '@kb/contracts';

export interface CategoryOption {
  id: string;
  /** Names from the top level down, joined with ' / '. */
  label: string;
  depth: number;
}

const byOrderThenName = (a: CategoryRecord, b: CategoryRecord) => a.order - b.order || a.name.localeCompare(b.name);

/** The category tree flattened in display order, each with its path of names (for pickers and the manager). */
export function categoryOptions(categories: readonly CategoryRecord[]): CategoryOption[] {
  const children = new Map<string | null, CategoryRecord[]>();
  for (const category of categories) children.set(category.parentId, [...(children.get(category.parentId) ?? []), category]);
  const out: CategoryOption[] = [];
  const walk = (parentId: string | null, path: string[], seen: Set<string>) => {
    for (const category of [...(children.get(parentId) ?? [])].sort(byOrderThenName)) {
      if (seen.has(category.id)) continue;
      const here = [...path, category.name];
      out.push({ id: category.id, label: here.join(' / '), depth: path.length });
      walk(category.id, here, new Set(seen).add(category.id));
    }
  };
  walk(null, [], new Set());
  return out;
}

/** A category and everything below it: where it may not move. */
export function subtreeOf(categories: readonly CategoryRecord[], id: string): Set<string> {
  const inside = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parentId && inside.has(category.parentId) && !inside.has(category.id)) {
        inside.add(category.id);
        grew = true;
      }
    }
  }
  return inside;
}
