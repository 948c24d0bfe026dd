import { Id } from '@kb/contracts';
import { z } from 'zod';

/** "is required" when the field is missing; zod's own message otherwise. */
const required = { error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : undefined) };
const Slug = z.string(required).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by -');
const Words = z.array(z.string().trim().min(1)).default([]);

/**
 * The metadata of one article file (YAML front matter or a sidecar JSON). `category` is the path of
 * category names from the top level down ("A" or ["A", "B"]). `id`, `createdAt`, `updatedAt` and
 * `redirects` (the article's old slugs, which lead to it) are written by export so that an export
 * imported into an empty database gives the same site.
 */
export const FrontMatter = z.object({
  title: z.string(required).trim().min(1, 'is required'),
  slug: Slug,
  category: z.union(
    [
      z
        .string()
        .trim()
        .min(1)
        .transform((name) => [name]),
      z.array(z.string().trim().min(1)).min(1, 'needs at least one name'),
    ],
    required,
  ),
  description: z.string().default(''),
  keywords: Words,
  tags: Words,
  order: z.number().int().default(0),
  id: Id.optional(),
  createdAt: z.coerce.date().optional(),
  updatedAt: z.coerce.date().optional(),
  redirects: z.array(Slug).optional(),
});
export type FrontMatter = z.infer<typeof FrontMatter>;

/** A category of `categories*.json`, with its children. */
export interface CategorySpec {
  id?: string;
  name: string;
  slug: string;
  order: number;
  children: CategorySpec[];
}
export const CategorySpec: z.ZodType<CategorySpec> = z.object({
  id: Id.optional(),
  name: z.string().trim().min(1),
  slug: Slug,
  order: z.number().int().default(0),
  get children() {
    return z.array(CategorySpec).default([]);
  },
});

/** 1-based line of `offset` in `text`. */
export function lineAt(text: string, offset: number): number {
  return text.slice(0, Math.max(0, offset)).split('\n').length;
}

/** 1-based line where `key` is defined in YAML (`key:`) or JSON (`"key":`) text, or undefined. */
export function lineOfKey(text: string, key: string): number | undefined {
  const match = new RegExp(`^\\s*(?:"${key}"|${key})\\s*:`, 'm').exec(text);
  return match ? lineAt(text, match.index + match[0].search(/\S/)) : undefined;
}
