import { short, type MarkdownResult, type SourceNote } from '../docsSite/notes';

/**
 * MkDocs Markdown (Python-Markdown with the usual extensions) as the Markdown the site's pipeline
 * takes, with a note for what could not come through:
 * - admonitions (`!!! note "Title"`, collapsible `??? tip`) become boxes like Docusaurus's
 *   (`kb-admonition kb-admonition-<type>`); tip and hint are Best Practice boxes;
 * - content tabs (`=== "Label"`) are flattened, each led by its label in bold;
 * - snippets (`--8<--`) are not included (a note); `[TOC]` and attribute lists (`{: .class }`) are
 *   dropped, a heading's `{#id}` is kept for the anchors;
 * - the first `# Title` is dropped when it repeats the title.
 * Indented blocks are read with their indentation removed; code blocks are left as written.
 */
const FENCE = /^\s*(`{3,}|~{3,})/;
const BLOCK = /^(\s*)(!!!|\?\?\?\+?|===\+?)\s*(?:([\w-]+)\s*)?(?:"([^"]*)")?\s*$/;
/** Python-Markdown's admonition types as the site's boxes. */
const KINDS: Record<string, string> = { hint: 'tip', important: 'tip', caution: 'warning', attention: 'warning', error: 'danger', failure: 'danger', fail: 'danger', missing: 'danger', bug: 'danger' };

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const indentOf = (line: string) => /^\s*/.exec(line)![0].replace(/\t/g, '    ').length;

export function pythonMarkdownToMarkdown(source: string, title: string): MarkdownResult {
  const notes: SourceNote[] = [];
  const markdown = convertBlock(source.split(/\r?\n/), 0, notes, title);
  return { markdown: markdown.join('\n').trim(), notes };
}

/** Converts lines (the first at `offset` + 1 in the file); blocks inside admonitions and tabs are converted the same way. */
function convertBlock(lines: string[], offset: number, notes: SourceNote[], title: string | null): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  let droppedTitle = title === null;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const note = (message: string) => notes.push({ line: offset + index + 1, message });
    const fenceMark = FENCE.exec(line)?.[1];
    if (fence !== null || fenceMark) {
      if (fence === null) fence = fenceMark!;
      else if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length && line.trim() === fenceMark) fence = null;
      out.push(line);
      continue;
    }
    const block = BLOCK.exec(line);
    if (block) {
      const [, indent, marker, rawKind, label] = block;
      const depth = indentOf(indent!);
      let end = index + 1;
      while (end < lines.length && (lines[end]!.trim() === '' || indentOf(lines[end]!) >= depth + 4)) end += 1;
      while (end > index + 1 && lines[end - 1]!.trim() === '') end -= 1;
      const body = lines.slice(index + 1, end).map((l) => l.replace(new RegExp(`^(?: {${depth + 4}}|\\t{1,2})`), ''));
      const inner = convertBlock(body, offset + index + 1, notes, null);
      if (marker!.startsWith('===')) {
        out.push('', `${indent}**${label ?? rawKind ?? ''}**`, '', ...inner.map((l) => (l ? `${indent}${l}` : l)), '');
      } else {
        const type = rawKind?.toLowerCase() ?? 'note';
        const kind = KINDS[type] ?? type;
        const lead = `**${kind === 'tip' ? 'Best Practice' : capitalised(kind)}:**${label ? ` ${label}` : ''}`;
        out.push('', `${indent}<blockquote class="kb-admonition kb-admonition-${kind}">`, '', `${indent}${lead}`, '', ...inner.map((l) => (l ? `${indent}${l}` : l)), '', `${indent}</blockquote>`, '');
      }
      index = end - 1;
      continue;
    }
    if (/^\s*-{2}8<-{2}/.test(line)) {
      note(`snippet ${short(line.trim())} is not included: its text is in another file`);
      continue;
    }
    if (/^\s*\*\[[^\]]+\]:/.test(line)) {
      note(`abbreviation ${short(line.trim())} dropped: abbreviations are not supported`);
      continue;
    }
    if (line.trim() === '[TOC]') continue;
    if (!droppedTitle && /^#\s/.test(line)) {
      droppedTitle = true;
      if (line.replace(/^#\s+/, '').replace(/\s*\{[^}]*\}\s*$/, '').trim().toLowerCase() === title!.trim().toLowerCase()) continue;
    }
    // Attribute lists: a heading keeps its id ({#id} or { #id .class }); classes and other attributes go.
    out.push(
      line
        .replace(/^(#{1,6}\s.*?)\s*\{:?\s*[^}]*?#([\w-]+)[^}]*\}\s*$/, '$1 {#$2}')
        .replace(/\s*\{:?\s*(?:[.#][\w-]+\s*|[\w-]+="[^"]*"\s*)+\}\s*$/, (match) => (/^\s*\{#[\w-]+\}$/.test(match) ? match : ''))
        .replace(/[ \t]+$/, ''),
    );
  }
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
