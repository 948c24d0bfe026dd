import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PageContext } from '../docsSite/convert';
import { isInside } from '../insideFolder';
import { readFrontMatter } from '../readFrontMatter';

/** `import CatalogMode from './settings/_catalogMode.mdx'` (or `@site/…`): an MDX partial used as `<CatalogMode />`. */
export const PARTIAL_IMPORT = /^import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx?)['"];?\s*$/;

export interface Partial {
  /** Relative to the docs folder (posix), as a page's `file`. */
  file: string;
  body: string;
  /** Lines of the file before the body (its front matter). */
  bodyLine: number;
}

/**
 * The partial an import names, read from inside the site's or the docs' folder only (`./x` and `../x` from the page's
 * folder, `@site/x` from the site's); else why not.
 */
export function readPartial(specifier: string, page: PageContext): Partial | { reason: string } {
  const full = specifier.startsWith('@site/')
    ? path.join(page.site, specifier.slice('@site/'.length))
    : specifier.startsWith('.')
      ? path.resolve(page.docs, path.posix.dirname(page.file), specifier)
      : undefined;
  if (!full) return { reason: 'it is not a file of the site' };
  // The docs folder may be beside the site's (the docs plugin's `path: '../docs'`, within the folder imported).
  const inside = isInside(page.site, full) || isInside(page.docs, full);
  if (!inside || !statSync(full, { throwIfNoEntry: false })?.isFile()) return { reason: "it is not in the site's or the docs' folder" };
  const text = readFileSync(full, 'utf8');
  const body = readFrontMatter(text).content;
  const bodyLine = text.endsWith(body) ? text.slice(0, text.length - body.length).split('\n').length - 1 : 0;
  return { file: path.relative(page.docs, full).split(path.sep).join('/'), body, bodyLine };
}

/** A partial's `{props.name}` replaced by the value its tag gives (plain text only); the names it uses but is not given. */
export function withProps(body: string, props: Record<string, string>): { body: string; missing: string[] } {
  const missing = new Set<string>();
  const replaced = body.replace(/\{\s*props\.(\w+)\s*\}/g, (_whole, name: string) => {
    if (name in props) return props[name]!;
    missing.add(name);
    return '';
  });
  return { body: replaced, missing: [...missing] };
}
