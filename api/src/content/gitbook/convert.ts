import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type { ImportSource } from '../importSource';
import { boxLines, TabGroups } from '../docsSite/blocks';
import { convertDocsSite, type DocsFlavour, type PageContext, type SiteLayout } from '../docsSite/convert';
import type { Fidelity } from '../docsSite/fidelity';
import { emojify, outsideCodeSpans, plainTitle } from '../docsSite/inline';
import type { NavItem } from '../docsSite/navigation';
import type { MarkdownResult, SourceNote } from '../docsSite/notes';
import { isInside } from '../insideFolder';
import { readYaml } from '../readFrontMatter';

/** `{% name attr="value" … %}` alone on its line; `{% endname %}`. */
const TAG = /^(\s*)\{%\s*(end)?([\w-]+)((?:\s+[\w-]+=(?:"[^"]*"|'[^']*'|\S+))*)\s*%\}\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;
/** GitBook's hint styles as the site's boxes. */
const HINTS: Record<string, string> = { info: 'info', warning: 'warning', danger: 'danger', success: 'tip', tip: 'tip' };

const attributes = (text: string) =>
  Object.fromEntries([...text.matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g)].map((m) => [m[1]!, m[2] ?? m[3] ?? m[4] ?? '']));

/** The lines between a `{% name %}` at `index` and its `{% endname %}` (nested ones of the same name counted). */
function blockEnd(lines: string[], index: number, name: string): number {
  let depth = 0;
  for (let i = index; i < lines.length; i += 1) {
    const tag = TAG.exec(lines[i]!);
    if (!tag || tag[3] !== name) continue;
    depth += tag[2] ? -1 : 1;
    if (depth === 0) return i;
  }
  return -1;
}

interface State {
  /** The page's file (relative to the docs folder) and the summary's titles, for page cards. */
  file: string;
  titles?: ReadonlyMap<string, string>;
  notes: SourceNote[];
  fidelity: Fidelity;
  tabs: TabGroups;
  /** The steps of the `{% stepper %}` being read, for their numbers. */
  steps: number;
}

/**
 * A page card's text: its page's title in SUMMARY.md (doc ids are paths without `.md`; a folder's page is its README),
 * else words from its address (`../issue-trackers/` → `Issue trackers`).
 */
function pageRefText(address: string, from: string, titles: ReadonlyMap<string, string> | undefined): string {
  const target = path.posix.join(path.posix.dirname(from), decodeURI(address.split('#')[0]!));
  const id = /\/$|^\.?$/.test(address.split('#')[0]!) || !/\.md$/i.test(target) ? path.posix.join(target, 'README') : target.replace(/\.md$/i, '');
  const title = titles?.get(path.posix.normalize(id));
  if (title) return plainTitle(title);
  const name =
    path.posix
      .basename(address.split('#')[0]!.replace(/\/+$/, ''))
      .replace(/\.md$/i, '')
      .replace(/^readme$/i, '') || 'this page';
  const words = name.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** GitBook Markdown's blocks as the Markdown the site's pipeline takes (lines at `offset` + 1 of the page). */
function convertBlock(lines: string[], offset: number, state: State): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const note = (message: string) => state.notes.push({ line: offset + index + 1, message });
    const fenceMark = FENCE.exec(line)?.[1];
    if (fence !== null || fenceMark) {
      if (fence === null) fence = fenceMark!;
      else if (fenceMark && line.trim() === fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = null;
      out.push(line);
      continue;
    }
    const tag = TAG.exec(line);
    if (!tag) {
      out.push(outsideCodeSpans(line, (text) => emojify(text, state.fidelity, note)));
      continue;
    }
    const [, indent = '', closing, name = '', rawAttributes = ''] = tag;
    const attrs = attributes(rawAttributes);
    const end = closing ? -1 : blockEnd(lines, index, name);
    const inner = (from: number, to: number) => convertBlock(lines.slice(from, to), offset + from, state);
    // A stepper numbers its own steps from 1.
    const outerSteps = state.steps;
    if (name === 'stepper') state.steps = 0;
    const body = end > index ? inner(index + 1, end) : [];
    if (name === 'stepper') state.steps = outerSteps;
    const next = end > index ? end : index;
    if (closing) {
      state.fidelity.add(`{% ${name} %}`, 'dropped');
      note(`{% end${name} %} closes no block: dropped`);
    } else if (name === 'hint') {
      state.fidelity.add('hint');
      out.push(...boxLines(HINTS[attrs.style ?? 'info'] ?? 'info', '', body, indent));
    } else if (name === 'tabs') {
      out.push('', ...body, '');
    } else if (name === 'tab') {
      state.fidelity.add('tab');
      state.tabs.add(out, attrs.title ? emojify(attrs.title, state.fidelity, note) : 'Tab', body, indent);
    } else if (name === 'code') {
      state.fidelity.add('code');
      const title = attrs.title && emojify(attrs.title, state.fidelity, note);
      const fenceAt = body.findIndex((l) => FENCE.test(l));
      if (title && fenceAt >= 0) body[fenceAt] = `${body[fenceAt]} title="${title.replace(/"/g, "'")}"`;
      out.push(...body);
    } else if (name === 'embed') {
      state.fidelity.add('embed');
      const caption = body.join(' ').trim();
      out.push('', `${indent}[${caption || attrs.url || 'Embedded content'}](${attrs.url ?? ''})`, '');
    } else if (name === 'page-ref') {
      // GitBook's older page card, with no end tag: a link to the page.
      state.fidelity.add('page-ref');
      out.push('', `${indent}[${pageRefText(attrs.page ?? '', state.file, state.titles)}](${attrs.page ?? ''})`, '');
    } else if (name === 'stepper') {
      // A stepper's steps in order, each numbered before its own content (its heading, its text).
      state.fidelity.add('stepper');
      out.push('', ...body, '');
    } else if (name === 'step') {
      state.steps += 1;
      out.push('', `${indent}**Step ${state.steps}**`, '', ...body, '');
    } else if (name === 'content-ref') {
      state.fidelity.add('content-ref');
      out.push('', ...body, '');
    } else if (name === 'file') {
      state.fidelity.add('file');
      const caption = body.join(' ').trim();
      out.push('', `${indent}[${caption || path.posix.basename(attrs.src ?? 'file')}](${attrs.src ?? ''})`, '');
    } else if (name === 'swagger' || name === 'openapi' || name === 'openapi-operation') {
      // An API reference from an OpenAPI file: not rendered here; a link to its spec, with a warning.
      state.fidelity.add(`{% ${name} %}`, 'text');
      const what = [attrs.method?.toUpperCase(), attrs.path].filter(Boolean).join(' ') || 'API reference';
      note(`{% ${name} %} block (${what}) is not rendered: kept as a link to its spec ${attrs.src ?? attrs.spec ?? ''}`.trimEnd());
      out.push(
        '',
        `${indent}${attrs.src && /^(?:https?:)?\/\//.test(attrs.src) ? `[${what}](${attrs.src})` : what}`,
        '',
        ...body.filter((l) => !/^\s*\{%/.test(l)),
        '',
      );
    } else {
      // {% if %}, {% for %} and others: GitBook's own logic; the content is kept as written.
      state.fidelity.add(`{% ${name} %}`, 'text');
      note(`{% ${name} %} is not read: its content is kept as plain Markdown`);
      out.push(...body);
    }
    if (!closing && end < 0 && name !== 'embed' && name !== 'file' && name !== 'page-ref') note(`{% ${name} %} is never closed with {% end${name} %}`);
    index = next;
  }
  return out;
}

function gitbookToMarkdown(source: string, _title: string, page: PageContext): MarkdownResult {
  const notes: SourceNote[] = [];
  const state: State = { file: page.file, titles: page.titles, notes, fidelity: page.fidelity, tabs: new TabGroups(), steps: 0 };
  const markdown = convertBlock(source.split(/\r?\n/), 0, state);
  return { markdown: markdown.join('\n').trim(), notes: notes.sort((a, b) => a.line - b.line) };
}

/**
 * SUMMARY.md as the site's navigation: `## Group` headings and `* [Title](page.md)` items, an item with children a
 * category holding it first, the titles the summary gives; a link to another site is noted, not imported.
 */
function readSummary(file: string, text: string, titles: Map<string, string>): { items: NavItem[]; notes: string[] } {
  const notes: string[] = [];
  const root: NavItem[] = [];
  /** The items lists open at each indentation. */
  let stack: { indent: number; items: NavItem[] }[] = [{ indent: -1, items: root }];
  text.split(/\r?\n/).forEach((line, at) => {
    const heading = /^##+\s+(.*)$/.exec(line);
    if (heading) {
      const items: NavItem[] = [];
      root.push({ kind: 'category', label: plainTitle(heading[1]!.trim()), items, line: at + 1 });
      stack = [{ indent: -1, items }];
      return;
    }
    const item = /^(\s*)[*+-]\s+\[([^\]]*)\]\(([^)]*)\)/.exec(line);
    if (!item) return;
    const [, spaces = '', title = '', target = ''] = item;
    const indent = spaces.replace(/\t/g, '    ').length;
    while (stack.length > 1 && stack.at(-1)!.indent >= indent) stack.pop();
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
      notes.push(`${file}:${at + 1}: summary link to ${target} is not a page: not imported`);
      return;
    }
    const id = path.posix.normalize(decodeURI(target.split('#')[0]!)).replace(/\.md$/i, '');
    titles.set(id, title);
    const doc: NavItem = { kind: 'doc', id, line: at + 1 };
    const parent = stack.at(-1)!.items;
    // A page with children becomes a category led by the page (GitBook shows them nested under it).
    const items: NavItem[] = [doc];
    parent.push({ kind: 'category', label: plainTitle(title), items, line: at + 1 });
    stack.push({ indent, items });
  });
  // Categories that hold only their page are that page.
  const flatten = (items: NavItem[]): NavItem[] =>
    items.map((item) => {
      if (item.kind !== 'category') return item;
      const inner = flatten(item.items);
      const lone = inner.length === 1 && inner[0]!.kind === 'doc' && item.line === inner[0]!.line;
      return lone ? inner[0]! : { ...item, items: inner };
    });
  return { items: flatten(root), notes };
}

/** `.gitbook.yaml`: `root` (the docs folder) and `structure.summary`; SUMMARY.md as the navigation. */
async function locate(folder: string): Promise<SiteLayout> {
  const configText = await readFile(path.join(folder, '.gitbook.yaml'), 'utf8').catch(() => undefined);
  let config: { root?: unknown; structure?: { summary?: unknown } } = {};
  try {
    config = configText ? (readYaml(configText.replace(/\u200b/g, '')) ?? {}) : {};
  } catch {
    config = {};
  }
  const docs = path.resolve(folder, typeof config.root === 'string' ? config.root : '.');
  if (!isInside(folder, docs)) throw new Error(`.gitbook.yaml:1: root ${String(config.root)} is not a folder within the site: nothing imported`);
  const summaryName = typeof config.structure?.summary === 'string' ? config.structure.summary : 'SUMMARY.md';
  const summaryFile = path.join(docs, summaryName);
  const titles = new Map<string, string>();
  const text = existsSync(summaryFile) && isInside(folder, summaryFile) ? await readFile(summaryFile, 'utf8') : undefined;
  const shown = path.relative(folder, summaryFile).split(path.sep).join('/');
  const nav = text === undefined ? undefined : { file: shown, ...readSummary(shown, text, titles) };
  return {
    site: folder,
    docs,
    static: docs,
    nav,
    titles,
    fileRelativeLinks: true,
    notPages: new Set([path.relative(docs, summaryFile).split(path.sep).join('/')]),
  };
}

/** Symbols GitBook spells out in its anchors (`request > template` → `request-greater-than-template`). */
const ANCHOR_WORDS: Record<string, string> = { '|': 'or', '>': 'greater-than', '<': 'less-than', '&': 'and' };

/**
 * GitBook's heading anchors, as its pages and its editor's links have them: lower case, those symbols spelled out, other
 * punctuation removed (dots, `_` and `-` kept), spaces as `-`; one starting with a digit is prefixed `id-` (`1. Install` →
 * `id-1.-install`, `C API (BugSplatC.h)` → `c-api-bugsplatc.h`); a repeated one gets `-1`, `-2`. GitHub's slug of the text
 * is an anchor too (links written by hand in Git). An anchor element in the heading is its id (links.ts).
 */
class GitBookSlugger {
  private readonly github = new GithubSlugger();
  private readonly seen = new Set<string>();

  slug(text: string): string[] {
    const words = text
      .toLowerCase()
      .replace(/[|<>&]/g, (symbol) => ` ${ANCHOR_WORDS[symbol]} `)
      .replace(/[^\p{L}\p{N}\s._-]/gu, '')
      .trim()
      .replace(/\s+/g, '-');
    const base = /^\d/.test(words) ? `id-${words}` : words;
    let id = base;
    for (let n = 1; this.seen.has(id); n += 1) id = `${base}-${n}`;
    this.seen.add(id);
    return [id, this.github.slug(text)];
  }
}

const gitbook: DocsFlavour = {
  locate,
  toMarkdown: gitbookToMarkdown,
  plainTitle,
  slugger: () => new GitBookSlugger(),
  fileIds: true,
};

/** Whether a folder is a GitBook space: `.gitbook.yaml`, or a SUMMARY.md beside a `.gitbook/` folder. */
export function isGitBook(folder: string): boolean {
  return existsSync(path.join(folder, '.gitbook.yaml')) || (existsSync(path.join(folder, 'SUMMARY.md')) && existsSync(path.join(folder, '.gitbook')));
}

/**
 * Reads a GitBook space synced to Git (`.gitbook.yaml`, SUMMARY.md, `.gitbook/assets`) as the knowledge base imports it:
 * SUMMARY.md gives categories, order and titles; `{% hint %}` becomes a box, `{% tabs %}`/`{% tab %}` tabs,
 * `{% code title %}` a code block's caption, `{% embed %}` and `{% file %}` links, `{% content-ref %}` its link; a
 * `{% swagger %}`/`{% openapi %}` block is kept as a link to its spec, with a warning; images come from the space.
 */
export function convertGitBook(folder: string, rootCategory = 'Documentation'): Promise<ImportSource> {
  return convertDocsSite(folder, gitbook, rootCategory);
}
