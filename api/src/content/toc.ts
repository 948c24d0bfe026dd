import type { TocEntry } from '@kb/contracts';

export interface FlatHeading {
  id: string;
  title: string;
  level: number;
}

/** Nests headings in document order: each heading holds the following deeper ones. */
export function nestHeadings(headings: readonly FlatHeading[]): TocEntry[] {
  const root: TocEntry[] = [];
  const stack: TocEntry[] = [];
  for (const heading of headings) {
    const entry: TocEntry = { id: heading.id, title: heading.title, level: heading.level, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.level >= entry.level) stack.pop();
    (stack.length === 0 ? root : stack[stack.length - 1]!.children).push(entry);
    stack.push(entry);
  }
  return root;
}
