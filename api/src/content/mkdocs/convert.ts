import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImportSource } from '../importSource';
import { convertDocsSite, type DocsFlavour, type SiteLayout } from '../docsSite/convert';
import { isInside } from '../insideFolder';
import type { NavItem } from '../docsSite/navigation';
import { lineAt } from '../frontMatter';
import { plainTitle } from '../docsSite/inline';
import { PythonMarkdownSlugger, pythonMarkdownToMarkdown } from './markdown';
import { readYaml } from '../readFrontMatter';

const CONFIG_FILES = ['mkdocs.yml', 'mkdocs.yaml'];
/** YAML tags of MkDocs plugins (`!!python/name:…`, `!ENV`, `!relative`): the values are read without them. */
const CUSTOM_TAG = /(^|[\s:[,-])!{1,2}[A-Za-z][\w/.:-]*/gm;

const configIn = (folder: string) => CONFIG_FILES.find((name) => existsSync(path.join(folder, name)));

/**
 * mkdocs.yml's `docs_dir` and `nav`, read as sidebar items (a page by its path without `.md`, a section as
 * a category) with the titles the nav gives. Links to other sites in the nav are noted, not imported.
 */
async function readMkDocsConfig(site: string, file: string): Promise<SiteLayout> {
  const docsOf = (dir: unknown) => path.join(site, typeof dir === 'string' ? dir : 'docs');
  const text = await readFile(path.join(site, file), 'utf8');
  const notes: string[] = [];
  let config: { docs_dir?: unknown; nav?: unknown; markdown_extensions?: unknown; use_directory_urls?: unknown };
  try {
    config = readYaml(text.replace(CUSTOM_TAG, '$1'));
  } catch (error) {
    const docs = docsOf(undefined);
    const nav = { file, items: [], notes: [`${file}:1: not read (${(error as Error).message.split('\n')[0]}): the folders give the order`] };
    return { site, docs, static: docs, nav, directoryUrls: true };
  }
  const lineOf = (value: string) => {
    const at = text.indexOf(value);
    return at < 0 ? 1 : lineAt(text, at);
  };
  const titles = new Map<string, string>();
  const page = (target: string, title: string | undefined): NavItem[] => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
      notes.push(`${file}:${lineOf(target)}: nav link to ${target} is not a page: not imported`);
      return [];
    }
    const id = path.posix.normalize(target).replace(/\.(?:md|markdown)$/i, '');
    if (title) titles.set(id, title);
    return [{ kind: 'doc', id, line: lineOf(target) }];
  };
  const items = (entries: unknown[]): NavItem[] =>
    entries.flatMap((entry): NavItem[] => {
      if (typeof entry === 'string') return page(entry, undefined);
      if (!entry || typeof entry !== 'object') return [];
      return Object.entries(entry).flatMap(([title, value]): NavItem[] => {
        if (typeof value === 'string') return page(value, title);
        if (Array.isArray(value)) return [{ kind: 'category', label: title, items: items(value), line: lineOf(title) }];
        notes.push(`${file}:${lineOf(title)}: nav entry '${title}' is not read`);
        return [];
      });
    });
  const docs = docsOf(config.docs_dir);
  // An import reads nothing from outside the folder it was given (see isInside).
  const escapes = path.relative(site, docs).startsWith('..') || (existsSync(docs) && !isInside(site, docs));
  if (escapes) throw new Error(`${file}:${lineOf('docs_dir')}: docs_dir ${String(config.docs_dir)} is not a folder within the site: nothing imported`);
  const nav = Array.isArray(config.nav) ? { file, items: items(config.nav), notes } : undefined;
  return { site, docs, static: docs, nav, titles, appended: autoAppended(config.markdown_extensions), directoryUrls: config.use_directory_urls !== false };
}

/** pymdownx.snippets' `auto_append`: files every page ends with (a list of link references or abbreviations). */
function autoAppended(extensions: unknown): string[] {
  const entries = Array.isArray(extensions) ? extensions : extensions && typeof extensions === 'object' ? [extensions] : [];
  for (const entry of entries) {
    const options = entry && typeof entry === 'object' ? (entry as Record<string, unknown>)['pymdownx.snippets'] : undefined;
    const files = options && typeof options === 'object' ? (options as { auto_append?: unknown }).auto_append : undefined;
    if (Array.isArray(files)) return files.filter((file): file is string => typeof file === 'string');
  }
  return [];
}

const mkdocs: DocsFlavour = {
  locate(folder) {
    const own = configIn(folder);
    const parent = configIn(path.dirname(folder));
    if (own) return readMkDocsConfig(folder, own);
    if (parent) return readMkDocsConfig(path.dirname(folder), parent);
    return Promise.resolve({ site: folder, docs: folder, static: folder, directoryUrls: true });
  },
  toMarkdown: pythonMarkdownToMarkdown,
  plainTitle,
  slugger: () => new PythonMarkdownSlugger(),
  fileIds: true,
};

export interface MkDocsOptions {
  /** The folder includes may read from (`--include-root`); by default the site's folder (that of mkdocs.yml). */
  includeRoot?: string;
}

/**
 * Reads an MkDocs site (the folder of mkdocs.yml, or its docs folder) as the knowledge base imports it,
 * the way convertDocusaurus reads Docusaurus: categories and order from mkdocs.yml's `nav` (else the
 * folders), titles from the nav (else the front matter `title`, else the first `# heading`), admonitions,
 * content tabs, links between pages with their anchors, images from the docs folder; a `file:line`
 * warning for everything left out.
 */
export function convertMkDocs(folder: string, rootCategory = 'Documentation', options: MkDocsOptions = {}): Promise<ImportSource> {
  const { includeRoot } = options;
  const locate = async (at: string) => ({ ...(await mkdocs.locate(at)), ...(includeRoot ? { includeRoot: path.resolve(includeRoot) } : {}) });
  return convertDocsSite(folder, { ...mkdocs, locate }, rootCategory);
}
