import { boxLines, TabGroups } from '../docsSite/blocks';
import type { Fidelity } from '../docsSite/fidelity';
import { emojify, outsideCodeSpans, plainTitle, taskItem } from '../docsSite/inline';
import { type MarkdownResult, type SourceNote } from '../docsSite/notes';
import { expandIncludes, type IncludeContext } from './includes';
import { mdInHtml, pymdownInline } from './inline';
import { materialMacros } from './materialMacros';

/**
 * MkDocs Markdown (Python-Markdown with MkDocs Material's usual extensions) as the Markdown the site's
 * pipeline takes, with a note for what could not come through:
 * - includes first, as MkDocs does (includes.ts: snippets, `{! !}`, `{* *}`), read from inside the site only;
 * - admonitions `!!! note "Title"` and pymdownx.blocks `/// note | Title` … `///` become boxes, collapsible
 *   ones (`???`, `???+`, `/// details`) `<details>`; content tabs (`=== "Label"`, `/// tab | Label`) become
 *   tabs (blocks.ts);
 * - attribute lists, keys, mark/caret/tilde (inline.ts), emoji shortcodes, task lists, md_in_html,
 *   definition lists; abbreviations are returned for the HTML step; footnotes are marked's (marked-footnote);
 * - `[TOC]` is dropped; the first `# Title` is dropped when it repeats the title.
 * Indented blocks are read with their indentation removed; code blocks are left as written.
 */
const FENCE = /^\s*(`{3,}|~{3,})/;
/** `!!! type more classes "Title"` (`inline end`, `annotate` are classes: left out), `??? tip`, `=== "Label"`. */
const INDENTED_BLOCK = /^(\s*)(!!!|\?\?\?\+?|===\+?)\s*(?:([\w-]+)(?:\s+[\w-]+)*\s*)?(?:"([^"]*)")?\s*$/;
/** pymdownx.blocks: `/// type | title`, options indented below, closed by the same number of slashes. */
const SLASH_BLOCK = /^(\s*)(\/{3,})\s*([\w-]+)\s*(?:\|\s*(.*?))?\s*$/;
const ADMONITION_TYPES = new Set([
  'note',
  'abstract',
  'summary',
  'tldr',
  'info',
  'todo',
  'tip',
  'hint',
  'important',
  'success',
  'check',
  'done',
  'question',
  'help',
  'faq',
  'warning',
  'caution',
  'attention',
  'failure',
  'fail',
  'missing',
  'danger',
  'error',
  'bug',
  'example',
  'quote',
  'cite',
  'settings',
]);
const ABBREVIATION = /^\s*\*\[([^\]]+)\]:\s*(.*)$/;

const indentOf = (line: string) => /^\s*/.exec(line)![0].replace(/\t/g, '    ').length;

interface State {
  notes: SourceNote[];
  fidelity: Fidelity;
  tabs: TabGroups;
  title: string | null;
  /** Link references Material's macros define (`<!-- md:setting x -->` defines `[x]`), for the page's end. */
  definitions: string[];
}

export function pythonMarkdownToMarkdown(source: string, title: string, page: IncludeContext): MarkdownResult {
  const notes: SourceNote[] = [];
  const { fidelity } = page;
  const expanded = expandIncludes(source, page, notes);
  const abbreviations = new Map<string, string>();
  const lines = expanded.lines.map((line) => {
    const abbreviation = ABBREVIATION.exec(line);
    if (!abbreviation) return line;
    abbreviations.set(abbreviation[1]!, abbreviation[2]!);
    return '';
  });
  const blockNotes: SourceNote[] = [];
  const definitions: string[] = [];
  const markdown = convertBlock(lines, 0, { notes: blockNotes, fidelity, tabs: new TabGroups(), title, definitions });
  if (definitions.length > 0) markdown.push('', ...definitions);
  for (const note of blockNotes) notes.push({ line: expanded.origin[note.line - 1] ?? note.line, message: note.message });
  return { markdown: markdown.join('\n').trim(), notes: notes.sort((a, b) => a.line - b.line), abbreviations };
}

/** The lines of an indented block (`!!!`, `===`) after line `index`, with its indentation removed. */
function indentedBody(lines: string[], index: number, depth: number): { body: string[]; end: number } {
  let end = index + 1;
  while (end < lines.length && (lines[end]!.trim() === '' || indentOf(lines[end]!) >= depth + 4)) end += 1;
  while (end > index + 1 && lines[end - 1]!.trim() === '') end -= 1;
  return { body: lines.slice(index + 1, end).map((l) => l.replace(new RegExp(`^(?: {${depth + 4}}|\\t{1,2})`), '')), end };
}

/** A `///` block's options (indented `key: value` lines right after it) and body, up to its closing slashes. */
function slashBody(lines: string[], index: number, slashes: string): { options: Record<string, string>; body: string[]; end: number } | undefined {
  const close = lines.findIndex((line, i) => i > index && line.trim() === slashes);
  if (close < 0) return undefined;
  const options: Record<string, string> = {};
  let start = index + 1;
  for (; start < close && /^\s{4,}[\w-]+:/.test(lines[start]!); start += 1) {
    const [, key, value] = /^\s*([\w-]+):\s*(.*)$/.exec(lines[start]!)!;
    options[key!] = value!.replace(/^["']|["']$/g, '');
  }
  return { options, body: lines.slice(start, close), end: close };
}

/** A title or label's inline Markdown as the page's text is converted (outside code spans). */
const inlineText = (text: string, state: State, note: (message: string) => void) =>
  outsideCodeSpans(text, (part) => emojify(pymdownInline(part, state.fidelity), state.fidelity, note)).trim();

/** Converts lines (the first at `offset` + 1 of the expanded page); blocks inside boxes and tabs are converted the same way. */
function convertBlock(lines: string[], offset: number, state: State): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  let fenceIndent = 0;
  let droppedTitle = state.title === null;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const note = (message: string) => state.notes.push({ line: offset + index + 1, message });
    const fenceMark = FENCE.exec(line)?.[1];
    if (fence !== null || fenceMark) {
      if (fence === null) {
        fence = fenceMark!;
        fenceIndent = indentOf(line);
        // A fence's attribute list (```{ .python .annotate }) as its language.
        out.push(line.replace(/^(\s*[`~]{3,})\s*\{\s*\.([\w-]+)[^}]*\}/, '$1$2'));
        continue;
      }
      // A closing fence is indented as its opening one (up to 3 more): a fence shown inside the code is not one.
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length && line.trim() === fenceMark && indentOf(line) <= fenceIndent + 3)
        fence = null;
      out.push(line);
      continue;
    }
    const inner = (body: string[], at: number) => convertBlock(body, offset + at + 1, { ...state, title: null });
    const block = INDENTED_BLOCK.exec(line);
    if (block) {
      const [, indent, marker, rawKind, label] = block;
      const { body, end } = indentedBody(lines, index, indentOf(indent!));
      const converted = inner(body, index);
      const text = inlineText(label ?? (marker!.startsWith('===') ? (rawKind ?? '') : ''), state, note);
      if (marker!.startsWith('===')) {
        state.fidelity.add('content tab');
        state.tabs.add(out, text, converted, indent);
      } else {
        state.fidelity.add(marker === '!!!' ? 'admonition' : 'collapsible admonition');
        const collapsible = marker === '!!!' ? undefined : marker === '???+' ? 'open' : 'closed';
        out.push(...boxLines(rawKind?.toLowerCase() ?? 'note', text, converted, indent, collapsible));
      }
      index = end - 1;
      continue;
    }
    const slash = SLASH_BLOCK.exec(line);
    const slashBlock = slash ? slashBody(lines, index, slash[2]!) : undefined;
    if (slash && slashBlock) {
      const [, indent, , rawType, rawTitle = ''] = slash;
      const title = inlineText(rawTitle, state, note);
      const type = rawType!.toLowerCase();
      const { options, body, end } = slashBlock;
      const converted = inner(body, index + (lines.slice(index + 1, end).length - body.length));
      if (type === 'tab') {
        state.fidelity.add('content tab');
        state.tabs.add(out, title, converted, indent, options.new === 'true');
      } else if (type === 'details') {
        state.fidelity.add('details');
        out.push(...boxLines(options.type ?? 'note', title, converted, indent, options.open === 'true' ? 'open' : 'closed'));
      } else if (type === 'admonition' || ADMONITION_TYPES.has(type)) {
        state.fidelity.add('admonition');
        out.push(...boxLines(type === 'admonition' ? (options.type ?? 'note') : type, title, converted, indent));
      } else if (type === 'caption') {
        state.fidelity.add('caption');
        out.push('', `${indent}*${title || converted.join(' ').trim()}*`, '');
      } else {
        // /// html | div and other blocks: their content is kept, the block's markup is not.
        state.fidelity.add(`/// ${type}`, 'text');
        note(`block /// ${type} is not converted: its content is kept as plain Markdown`);
        out.push('', ...converted, '');
      }
      index = end;
      continue;
    }
    const termAt = out.length - (out.at(-1) === '' ? 2 : 1);
    if (/^:\s{1,3}\S/.test(line) && termAt >= 0 && out[termAt]!.trim() !== '' && (termAt === 0 || out[termAt - 1]!.trim() === '')) {
      // A definition list: the term is the line before (a blank line between is allowed), the definition this line and the indented ones after it.
      const term = out.splice(termAt)[0]!;
      const { body, end } = indentedBody(lines, index, 0);
      state.fidelity.add('definition list');
      out.push('<dl>', '<dt>', '', term, '', '</dt>', '<dd>', '', ...inner([line.replace(/^:\s{1,3}/, ''), ...body], index - 1), '', '</dd>', '</dl>', '');
      index = end - 1;
      continue;
    }
    if (line.trim() === '[TOC]') continue;
    const html = mdInHtml(line, state.fidelity);
    if (html) {
      out.push(...html);
      continue;
    }
    if (/^\s*<\/\w+>\s*$/.test(line) && out.length > 0 && out[out.length - 1] !== '') out.push('');
    if (!droppedTitle && /^#\s/.test(line)) {
      droppedTitle = true;
      if (plainTitle(line.replace(/^#\s+/, '')).toLowerCase() === plainTitle(state.title!).toLowerCase()) continue;
    }
    // A heading keeps its id ({#id} or { #id .class }) for the anchors; other attribute lists go (inline.ts).
    const heading = line.replace(/^(#{1,6}\s.*?)\s*\{:?\s*[^}]*?#([\w-]+)[^}]*\}\s*$/, '$1 {#$2}');
    const inline = outsideCodeSpans(taskItem(heading, state.fidelity), (text) => emojify(pymdownInline(text, state.fidelity), state.fidelity, note));
    // Material's comment macros (its docs' hook) after the attribute lists, so that the anchors they give stay.
    const converted = inline.includes('<!--') ? materialMacros(inline, state.fidelity, note) : { line: inline, definitions: [] };
    state.definitions.push(...converted.definitions);
    out.push(converted.line.replace(/[ \t]+$/, ''));
  }
  if (fence !== null) state.notes.push({ line: offset + lines.length, message: `code block opened with ${fence} is never closed` });
  return out;
}

/**
 * Python-Markdown's heading ids (the toc extension's default): ASCII, lower case, punctuation removed,
 * spaces as '-'; a repeated id gets `_1`, `_2`.
 */
export class PythonMarkdownSlugger {
  private readonly ids = new Set<string>();

  slug(text: string): string {
    let id = text
      .normalize('NFKD')
      .replace(/[^\x00-\x7f]/g, '')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[-\s]+/g, '-');
    while (!id || this.ids.has(id)) {
      const numbered = /^(.*)_(\d+)$/.exec(id);
      id = numbered ? `${numbered[1]}_${Number(numbered[2]) + 1}` : `${id}_1`;
    }
    this.ids.add(id);
    return id;
  }
}
