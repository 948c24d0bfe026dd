import { readdir } from 'node:fs/promises';
import path from 'node:path';

const SITE_FILE = /^(?:docusaurus\.config|sidebars)\.(?:[cm]?[jt]s|json)$/;
/** Files only a Docusaurus docs tree has: MDX pages and folder category files. */
const DOCUSAURUS_FILE = /\.mdx$|^_category_\.(?:json|ya?ml)$/i;

async function hasDocusaurusFile(dir: string, depth: number): Promise<boolean> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  if (entries.some((entry) => entry.isFile() && DOCUSAURUS_FILE.test(entry.name))) return true;
  if (depth === 0) return false;
  for (const entry of entries) {
    if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules' && (await hasDocusaurusFile(path.join(dir, entry.name), depth - 1)))
      return true;
  }
  return false;
}

/** Whether a folder is an MkDocs site (mkdocs.yml in it) or its docs folder (mkdocs.yml beside it). */
export async function isMkDocs(folder: string): Promise<boolean> {
  for (const dir of [folder, path.dirname(folder)]) {
    if ((await readdir(dir).catch(() => [] as string[])).some((name) => /^mkdocs\.ya?ml$/.test(name))) return true;
  }
  return false;
}

/**
 * Whether a folder is a Docusaurus site or docs folder: a `docusaurus.config.*` or `sidebars.*` in it
 * (or beside it, for a docs folder; or a `docusaurus.config.*` in a child folder, for a repository), or .mdx pages or `_category_.json` files in it (four levels down).
 * The knowledge base's own format has none of these.
 */
export async function isDocusaurus(folder: string): Promise<boolean> {
  for (const dir of [folder, path.dirname(folder)]) {
    if ((await readdir(dir).catch(() => [] as string[])).some((name) => SITE_FILE.test(name))) return true;
  }
  // A repository whose site is a child folder (`website/docusaurus.config.js`).
  for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
    if (
      entry.isDirectory() &&
      !entry.name.startsWith('.') &&
      (await readdir(path.join(folder, entry.name)).catch(() => [] as string[])).some((name) => /^docusaurus\.config\./.test(name))
    )
      return true;
  }
  return hasDocusaurusFile(folder, 4);
}
