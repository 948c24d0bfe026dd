/**
 * A table cell's content: text in runs, each bold, italic, inline code and a link (its address only), or not.
 * Cells are stored as the small inline HTML `writeCell` gives (`<a href>`, `<strong>`, `<em>`, `<code>`, nested
 * in that order), which `readCell` reads back as the same runs; the editor's cells edit the runs (see 0162).
 */
export type CellMark = 'strong' | 'em' | 'code';

export interface CellRun {
  text: string;
  strong?: boolean;
  em?: boolean;
  code?: boolean;
  href?: string;
}

const CELL_MARKS: readonly CellMark[] = ['strong', 'em', 'code'];

const MARK_OF: Record<string, CellMark> = { STRONG: 'strong', B: 'strong', EM: 'em', I: 'em', CODE: 'code' };

const sameMarks = (a: CellRun, b: CellRun) => a.href === b.href && CELL_MARKS.every((mark) => !a[mark] === !b[mark]);

/** Runs without empty ones, neighbours of the same marks merged; marks that are off are left out. */
function tidy(runs: CellRun[]): CellRun[] {
  const out: CellRun[] = [];
  for (const run of runs) {
    if (!run.text) continue;
    const last = out[out.length - 1];
    if (last && sameMarks(last, run)) {
      last.text += run.text;
      continue;
    }
    const clean: CellRun = { text: run.text };
    for (const mark of CELL_MARKS) if (run[mark]) clean[mark] = true;
    if (run.href) clean.href = run.href;
    out.push(clean);
  }
  return out;
}

/**
 * The runs of a cell's DOM. `strict` (a table read from an article): null when the cell holds anything but text and
 * those four elements (an attribute beyond a link's href, a line break, an image…), so such a table stays whole.
 * Otherwise (what a person typed or pasted in a cell) other elements are unwrapped, line breaks dropped.
 */
export function readCell(cell: Node, strict: boolean): CellRun[] | null {
  const runs: CellRun[] = [];
  const walk = (node: Node, marks: Omit<CellRun, 'text'>): boolean => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      runs.push({ ...marks, text: strict ? text.replace(/[ \t\n\r\f]+/g, ' ') : text.replace(/[\t\n\r\f]/g, ' ') });
      return true;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return !strict;
    const element = node as Element;
    const mark = MARK_OF[element.tagName];
    const href = element.tagName === 'A' ? element.getAttribute('href') : null;
    if (strict) {
      const attributes = Array.from(element.attributes).map((attribute) => attribute.name);
      const allowed = mark ? attributes.length === 0 : !!href && attributes.length === 1;
      if (!allowed) return false;
    } else if (element.tagName === 'BR') {
      return true; // what a browser leaves in a cell emptied by Backspace
    }
    const inner = { ...marks, ...(mark ? { [mark]: true } : {}), ...(href ? { href } : {}) };
    return Array.from(element.childNodes).every((child) => walk(child, inner));
  };
  const ok = Array.from(cell.childNodes).every((child) => walk(child, {}));
  return ok ? tidy(runs) : null;
}

/** Text as an element's innerHTML writes it, so a cell's DOM and its stored HTML compare equal. */
const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
const escapeAttribute = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/\u00a0/g, '&nbsp;');

const LAYERS = ['href', 'strong', 'em', 'code'] as const;
type Layer = (typeof LAYERS)[number];

/** Consecutive runs sharing the value of `layer` (a link's address, or a mark on or off). */
function groups(runs: CellRun[], layer: Layer): CellRun[][] {
  const out: CellRun[][] = [];
  for (const run of runs) {
    const last = out[out.length - 1];
    if (last && last[0]![layer] === run[layer]) last.push(run);
    else out.push([run]);
  }
  return out;
}

/**
 * The runs as HTML, the layers left (a link, bold, italic, code) nested so that each stretch takes as few elements as
 * it can: the layer that splits the runs into the fewest stretches goes outermost (the first in LAYERS on a tie).
 */
function write(runs: CellRun[], layers: readonly Layer[]): string {
  if (!layers.length) return runs.map((run) => escapeText(run.text)).join('');
  const [layer] = [...layers].sort((a, b) => groups(runs, a).length - groups(runs, b).length || LAYERS.indexOf(a) - LAYERS.indexOf(b));
  const rest = layers.filter((other) => other !== layer);
  return groups(runs, layer!)
    .map((group) => {
      const inner = write(group, rest);
      const value = group[0]![layer!];
      if (!value) return inner;
      return layer === 'href' ? `<a href="${escapeAttribute(value as string)}">${inner}</a>` : `<${layer}>${inner}</${layer}>`;
    })
    .join('');
}

/** The cell's HTML: one element per stretch of a link, bold, italic or code, nested as few as can be. */
export function writeCell(runs: CellRun[]): string {
  return write(tidy(runs), LAYERS);
}

/** The runs split at offsets `start` and `end`: those before, inside and after. */
function split(runs: CellRun[], start: number, end: number): [CellRun[], CellRun[], CellRun[]] {
  const parts: [CellRun[], CellRun[], CellRun[]] = [[], [], []];
  let at = 0;
  for (const run of runs) {
    const cuts = [0, Math.max(0, Math.min(run.text.length, start - at)), Math.max(0, Math.min(run.text.length, end - at)), run.text.length];
    parts.forEach((part, index) => {
      const text = run.text.slice(cuts[index], cuts[index + 1]);
      if (text) part.push({ ...run, text });
    });
    at += run.text.length;
  }
  return parts;
}

/** Whether every character from `start` to `end` has `mark`. */
function hasMark(runs: CellRun[], start: number, end: number, mark: CellMark): boolean {
  const [, inside] = split(runs, start, end);
  return inside.length > 0 && inside.every((run) => run[mark]);
}

/** Bold, italic or code on the text from `start` to `end`, or off when it all had it. */
export function toggleMark(runs: CellRun[], start: number, end: number, mark: CellMark): CellRun[] {
  const on = !hasMark(runs, start, end, mark);
  const [before, inside, after] = split(runs, start, end);
  return tidy([...before, ...inside.map((run) => ({ ...run, [mark]: on })), ...after]);
}

/** Links the text from `start` to `end` to `href`; with nothing selected, inserts the address itself as the link's text. */
export function setLink(runs: CellRun[], start: number, end: number, href: string): CellRun[] {
  const [before, inside, after] = split(runs, start, end);
  const linked = start === end ? [{ text: href, href }] : inside.map((run) => ({ ...run, href }));
  return tidy([...before, ...linked, ...after]);
}

/** The runs with the text from `start` to `end` replaced by `inserted` (typing with marks set ahead, a paste). */
export function replaceRange(runs: CellRun[], start: number, end: number, inserted: CellRun[]): CellRun[] {
  const [before, , after] = split(runs, start, end);
  return tidy([...before, ...inserted, ...after]);
}

/** The marks of the character before `at` (what typed text there gets). */
export function marksAt(runs: CellRun[], at: number): Omit<CellRun, 'text'> {
  const [before] = split(runs, at, at);
  const { text: _text, ...marks } = before[before.length - 1] ?? { text: '' };
  return marks;
}
