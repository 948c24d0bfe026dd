import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Fidelity, Outcome } from '../docsSite/fidelity';
import { PageOverLimit, short, type SourceNote } from '../docsSite/notes';
import { isInside } from '../insideFolder';

/** Where a page's includes are looked for: the site's folder (MkDocs runs there), its docs folder, the page's folder. */
export interface IncludeContext {
  site: string;
  docs: string;
  /** The page, relative to the docs folder (posix). */
  file: string;
  fidelity: Fidelity;
  /** Files every page ends with (snippets' `auto_append`). */
  appended?: string[];
  /** The folder includes may read from (`--include-root`); the site's folder when not given. */
  includeRoot?: string;
}

/** Lines with the line of the page each comes from (an included line counts as its include's line). */
export interface Expanded {
  lines: string[];
  origin: number[];
}

const MAX_DEPTH = 8;
/**
 * What one page may include in all, at every depth: a page including itself ten times, eight deep, was 10⁸
 * includes (the import never finished). A page past either is not imported.
 */
const INCLUDE_LIMITS = { includes: 1000, bytes: 2_000_000 };
/** pymdownx.snippets: `--8<-- "file.md"`, `--8<-- "file.py:3:10"`, `--8<-- "file.md:section"` (a `;` before it escapes it). */
const SNIPPET = /^(\s*)(;*)-{1,}8<-{1,}\s+(["'])([^"']+)\3\s*$/;
const SNIPPET_BLOCK = /^(\s*)-{1,}8<-{1,}\s*$/;
const SECTION_MARK = /-{1,}8<-{1,}\s*\[(?:start|end):[\w-]+\]/;
/**
 * markdown-include / mdx_include `{! file !}`, `{!> file !}` (indented as its line), `{!+ file !}`, `{!- file !}`, an
 * encoding after `|`, options `[ln:1-7]`, `[ln:1-3,8-9]`, `ln[1:7]`, `hl[3]`; and FastAPI's include variants
 * `{* file ln[1:5,8] hl[3] *}`.
 */
const INCLUDE = /^(\s*)\{![+>-]?\s*([^!\s|[]+)\s*(?:\|\s*[\w-]+\s*)?((?:\s*(?:\[ln:[^\]]*\]|\w+\[[^\]]*\]))*)\s*!\}\s*$/;
const VARIANT = /^(\s*)\{\*\s*([^\s*[]+)((?:\s*(?:\[ln:[^\]]*\]|\w+\[[^\]]*\]))*)\s*\*\}\s*$/;
/** An opening code fence without highlighted lines (an `{! !}` include's `hl[…]` marks its lines). */
const BARE_FENCE = /^\s*(?:`{3,}|~{3,})(?![^`]*hl_lines)[^`]*$/;
const LANGUAGES: Record<string, string> = { py: 'python', js: 'javascript', ts: 'typescript', sh: 'bash', yml: 'yaml', md: 'markdown', rs: 'rust' };

/** Where includes are read from, as the warnings show it. */
const rootShown = (at: IncludeContext) =>
  at.includeRoot && path.resolve(at.includeRoot) !== path.resolve(at.site) ? `the include root ${at.includeRoot}` : "the site's folder";

/**
 * The file an include names (relative to the site's folder, its docs folder or the page's folder), read from inside the
 * include root only, symbolic links resolved (`tooLarge` when it is more than `bytesLeft`); else a reason.
 */
function readInside(name: string, at: IncludeContext, bytesLeft: number, tooLarge: () => never): { text: string; shown: string } | { reason: string } {
  const root = at.includeRoot ?? at.site;
  const bases = [at.site, at.docs, path.join(at.docs, path.posix.dirname(at.file))];
  let outside = false;
  for (const base of bases) {
    const full = path.resolve(base, name);
    const stat = statSync(full, { throwIfNoEntry: false });
    if (!isInside(root, full)) {
      outside ||= Boolean(stat) || !full.startsWith(path.resolve(root) + path.sep);
      continue;
    }
    if (!stat?.isFile()) continue;
    if (stat.size > bytesLeft) tooLarge();
    return { text: readFileSync(full, 'utf8'), shown: path.relative(root, full) };
  }
  return { reason: outside ? `it is outside ${rootShown(at)} (--include-root names the folder includes may read from)` : `no such file in ${rootShown(at)}` };
}

/** Lines `start`–`end` (1-based, inclusive; either may be left out) of a text. */
function lineRange(lines: string[], start: string | undefined, end: string | undefined): string[] {
  const from = start ? Math.max(1, Number(start)) : 1;
  const to = end ? Number(end) : lines.length;
  return lines.slice(from - 1, to);
}

/** A snippet's part: `file:3:10` (lines, several ranges with `,`), `file:section` (between the section's markers), or the whole file without markers. */
function snippetPart(lines: string[], spec: string | undefined): string[] | undefined {
  if (!spec) return lines.filter((line) => !SECTION_MARK.test(line));
  if (/^[\d:,]+$/.test(spec)) {
    return spec.split(',').flatMap((range) => {
      const [start, end = start] = range.split(':');
      return lineRange(lines, start, end);
    });
  }
  const start = lines.findIndex((line) => line.includes(`[start:${spec}]`));
  const end = lines.findIndex((line, index) => index > start && line.includes(`[end:${spec}]`));
  if (start < 0 || end < 0) return undefined;
  return lines.slice(start + 1, end).filter((line) => !SECTION_MARK.test(line));
}

/** The line ranges of an include's options: `ln[1:5,8]` (`ln[0]`: the whole file) or mdx_include's `[ln:1-5,8-9]` (columns after `.` are not read). */
function rangesOf(options: string): [string | undefined, string | undefined][] | undefined {
  const ranges = /ln\[([^\]]*)\]|\[ln:([^\]]*)\]/.exec(options);
  const text = ranges?.[1] ?? ranges?.[2];
  if (!text || text === '0') return undefined;
  return text.split(',').map((range) => {
    const [start, end = start] = range.split(/[:-]/).map((n) => n.replace(/\..*$/, '').trim() || undefined);
    return [start, end];
  });
}

/** The lines an include's options pick, a `# …` line between two ranges of a code block (`separated`). */
function pickLines(lines: string[], options: string, separated: boolean): string[] {
  const ranges = rangesOf(options);
  if (!ranges) return lines;
  return ranges.flatMap(([start, end], index) => [...(index > 0 && separated ? ['', '# …', ''] : []), ...lineRange(lines, start, end)]);
}

/** `hl[3,5:7]` as the `hl_lines="3 5-7"` of a code fence (relative to the lines shown). */
function highlightOption(options: string, lines: string[]): string {
  const hl = /hl\[([^\]]*)\]/.exec(options)?.[1];
  const first = Number(rangesOf(options)?.[0]?.[0] ?? '1') || 1;
  if (!hl || lines.length === 0) return '';
  const shown = hl.split(',').map((range) =>
    range
      .split(':')
      .map((n) => Number(n) - first + 1)
      .join('-'),
  );
  return ` hl_lines="${shown.join(' ')}"`;
}

/**
 * Expands a page's includes before anything else reads it, as MkDocs does (they are preprocessors, so
 * they work inside code blocks too): snippets (`--8<--`, one line or a block of file names, with line
 * ranges and sections), markdown-include `{! file !}` and `{* file ln[…] hl[…] *}` (a code block).
 * Files are read only from inside the site's folder; an include that cannot be read is a note (dropped).
 * Throws PageOverLimit when the page goes past INCLUDE_LIMITS.
 */
export function expandIncludes(source: string, at: IncludeContext, notes: SourceNote[]): Expanded {
  const out: Expanded = { lines: [], origin: [] };
  const used = { includes: 0, bytes: 0 };
  const counted: [string, Outcome][] = [];
  const expand = (lines: string[], origin: (index: number) => number, depth: number) => {
    const push = (line: string, index: number) => {
      out.lines.push(line);
      out.origin.push(origin(index));
    };
    const include = (name: string, indent: string, index: number, pick: (lines: string[]) => string[] | undefined, construct: string, raw: string) => {
      const overLimit = (): never => {
        const { includes, bytes } = INCLUDE_LIMITS;
        throw new PageOverLimit(
          origin(index),
          `${construct.split(' ')[0]} ${short(raw.trim(), 100)}: the page's includes go past ${includes} files or ${bytes / 1e6} MB in all: not imported`,
        );
      };
      if (++used.includes > INCLUDE_LIMITS.includes) overLimit();
      const found = readInside(name, at, INCLUDE_LIMITS.bytes - used.bytes, overLimit);
      const picked = 'text' in found ? pick(found.text.replace(/\r?\n$/, '').split(/\r?\n/)) : undefined;
      // What is read, and the indentation each of its lines is given.
      if ('text' in found) used.bytes += Buffer.byteLength(found.text) + indent.length * (picked?.length ?? 0);
      if (used.bytes > INCLUDE_LIMITS.bytes) overLimit();
      if (!picked || depth >= MAX_DEPTH) {
        const reason = 'reason' in found ? found.reason : depth >= MAX_DEPTH ? 'includes nested too deep' : 'no such lines or section';
        notes.push({ line: origin(index), message: `${construct.split(' ')[0]} ${short(raw.trim(), 100)} is not included: ${reason}` });
        counted.push([construct, 'dropped']);
        return;
      }
      counted.push([construct, 'converted']);
      expand(
        picked.map((line) => (line ? indent + line : line)),
        () => origin(index),
        depth + 1,
      );
    };
    for (let index = 0; index < lines.length; index += 1) {
      const line = lines[index]!;
      const snippet = SNIPPET.exec(line);
      if (snippet) {
        const [, indent, escaped, , spec] = snippet;
        if (escaped) push(line.replace(';', ''), index);
        else {
          const [, name, part] = /^(.*?)(?::([^:/\\][^/\\]*))?$/.exec(spec!)!;
          include(name!, indent!, index, (all) => snippetPart(all, part), 'snippet', line);
        }
        continue;
      }
      const block = SNIPPET_BLOCK.exec(line);
      const close = block ? lines.findIndex((l, i) => i > index && SNIPPET_BLOCK.test(l)) : -1;
      if (block && close > 0) {
        for (let file = index + 1; file < close; file += 1) {
          const name = lines[file]!.trim();
          if (name && !name.startsWith(';')) include(name, block[1]!, file, (all) => snippetPart(all, undefined), 'snippet', name);
        }
        index = close;
        continue;
      }
      const markdownInclude = INCLUDE.exec(line);
      if (markdownInclude) {
        const [, indent, name, options] = markdownInclude;
        // In a code block its highlighted lines go to the block's fence.
        const fence = out.lines.length - 1;
        const highlight = (picked: string[]) => {
          if (fence >= 0 && BARE_FENCE.test(out.lines[fence]!)) out.lines[fence] += highlightOption(options!, picked);
          return picked;
        };
        include(name!, indent!, index, (all) => highlight(pickLines(all, options!, false)), 'include {! !}', line);
        continue;
      }
      const variant = VARIANT.exec(line);
      if (variant) {
        const [, indent, name, options] = variant;
        const extension = path.extname(name!).slice(1);
        const code = (all: string[]) => {
          const shown = pickLines(all, options!, true);
          return ['```' + (LANGUAGES[extension] ?? extension) + highlightOption(options!, shown), ...shown, '```'];
        };
        include(name!, indent!, index, code, 'include {* *}', line);
        continue;
      }
      push(line, index);
    }
  };
  const lines = source.split(/\r?\n/);
  expand(lines, (index) => index + 1, 0);
  // auto_append: included at the page's last line.
  expand(['', ...(at.appended ?? []).map((file) => `--8<-- "${file}"`)], () => lines.length, 0);
  // Counted once the page is within the limits: a page past them is not imported.
  for (const [construct, outcome] of counted) at.fidelity.add(construct, outcome);
  return out;
}
