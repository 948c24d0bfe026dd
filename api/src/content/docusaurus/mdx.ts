import GithubSlugger from 'github-slugger';
import type { PageContext } from '../docsSite/convert';
import { Fidelity } from '../docsSite/fidelity';
import { emojify, titleEmoji } from '../docsSite/inline';
import { short, type MarkdownResult, type SourceNote } from '../docsSite/notes';
import { PARTIAL_IMPORT, readPartial, withProps, type Partial } from './partials';

/**
 * Docusaurus Markdown/MDX as plain Markdown the site's pipeline takes (marked, then the content
 * pipeline's sanitiser), with a note for everything that could not come through:
 * - `import`/`export` statements are dropped (code, not content); so are JSX comments (`{/* … *\/}`).
 *   Other JSX expressions (`{labels.map(…)}`) are dropped with a note: their content is made by code;
 * - a local MDX partial (`import X from './_x.mdx'` or `@site/…`, read from inside the site only) used as
 *   `<X />` is inlined, converted the same way, its `{props.name}` given by the tag's plain attributes;
 * - `<Tabs>`/`<TabItem>` become tabs (docsSite/blocks.ts's form), each labelled by its label (or value);
 * - emoji shortcodes (`:white_check_mark:`) become their emoji;
 * - other React components are unwrapped: their children stay; a readable attribute is kept as text
 *   (a `question` becomes a `###` heading, with its `id`; a `label` or `title` a bold line, a `path` or `…Title`
 *   inline text). A component that leaves no text (`<ShmCalculator />`) or takes an attribute from
 *   code (`models={…}`) gets a note;
 * - admonitions (`:::tip[Title]` … `:::`, nested with more colons) become block quotes of class
 *   `kb-admonition kb-admonition-<type>` led by a bold label; `:::tip` is a Best Practice box;
 * - the first `# Title` is dropped when it repeats the title (the page shows the title).
 * Code blocks and inline code are left exactly as written; heading ids (`## A {#a}`) are left for
 * the HTML step, which knows the anchors.
 */

const FENCE = /^\s*(`{3,}|~{3,})/;
const COMPONENT_TAG = /<(\/?)([A-Z][\w.]*)((?:\s+[\w-]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*(\/?)>/g;
/** A component tag, or a JSX expression (`{…}`, not a heading id `{#id}` nor escaped text `\{…\}`; `{/* … *\/}` is a comment). */
const COMPONENT_OR_EXPRESSION = new RegExp(`${COMPONENT_TAG.source}|(?<!\\\\)\\{(?!#)([^{}]*)\\}`, 'g');
const ATTRIBUTE = /([\w-]+)=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\})/g;
const ADMONITION_OPEN = /^(\s*)(:{3,})([a-z]+)(?:\[(.*)\]|[ \t]+(.*))?\s*$/i;
const ADMONITION_CLOSE = /^\s*(:{3,})\s*$/;
const CODE_SPAN = /(`+)[^`]*?\1/;
/** Docusaurus's admonition types; another type is shown as a note-like box, with a note. */
const ADMONITIONS = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary']);
/** Components that hold tabs. */
const TAB_GROUPS = new Set(['Tabs', 'ConfigTabs']);
const MAX_PARTIAL_DEPTH = 8;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "ui" → "UI", "docker" → "Docker": a tab's value shown as its label. */
const valueLabel = (value: string) => (value.length <= 4 ? value.toUpperCase() : capitalised(value));

interface Attributes {
  text: Record<string, string>;
  /** Attributes whose value is a JavaScript expression (`models={…}`). */
  code: string[];
}

/** The text of an attribute expression that is only text: a string (`{"a \\"b\\""}`) or a fragment (`{<>a <code>b</code></>}`). */
function literalText(expression: string): string | undefined {
  const quoted = /^\s*(["'`])([\s\S]*)\1\s*$/.exec(expression);
  if (quoted) return quoted[2]!.replace(/\\(.)/g, '$1');
  const fragment = /^\s*<>([\s\S]*)<\/>\s*$/.exec(expression);
  return fragment ? fragment[1]!.replace(/<code>([\s\S]*?)<\/code>/g, '`$1`').replace(/<[^>]*>/g, '') : undefined;
}

function attributes(source: string): Attributes {
  const found: Attributes = { text: {}, code: [] };
  for (const [, name, double, single, expression] of source.matchAll(ATTRIBUTE)) {
    const text = expression === undefined ? (double ?? single ?? '') : literalText(expression);
    // Shown as text: a '<' in it (`question="No frames from <camera>"`) is not a tag.
    if (text === undefined) found.code.push(`${name}={${short(expression!)}}`);
    else found.text[name!] = text.replace(/</g, '&lt;');
  }
  return found;
}

/** What converting a page's components needs: its notes and counts, its partials, its open tab groups. */
interface Context {
  note: (message: string) => void;
  fidelity: Fidelity;
  /** The Markdown of a partial used as `<name />`, or undefined when `name` is not one of the page's partials. */
  partial: (name: string, props: Record<string, string>, code: string[]) => string | undefined;
  tabs: { count: number; open: { name: string; items: number }[] };
}

/** `<Tabs>` and `<TabItem>` as the tab groups of docsSite/blocks.ts (the first tab open). */
function tabTag(name: string, closing: boolean, attrs: Record<string, string>, context: Context): string {
  const { tabs } = context;
  if (TAB_GROUPS.has(name)) {
    if (closing) return tabs.open.pop() ? '\n\n</div>\n\n' : '';
    tabs.count += 1;
    tabs.open.push({ name: `kb-tabs-${tabs.count}`, items: 0 });
    return '\n\n<div class="kb-tabs">\n\n';
  }
  if (closing) return '\n\n</details>\n\n';
  const group = tabs.open.at(-1);
  const opening = group ? '' : tabTag('Tabs', false, {}, context);
  const current = tabs.open.at(-1)!;
  const label = attrs.label ?? (attrs.value ? valueLabel(attrs.value) : '');
  context.fidelity.add('tab');
  current.items += 1;
  return `${opening}\n\n<details class="kb-tab" name="${current.name}"${current.items === 1 ? ' open' : ''}>\n<summary>${label}</summary>\n\n`;
}

/** The text a component tag leaves, and a note when it leaves out something a reader would see. */
function unwrapComponent(name: string, closing: boolean, selfClosing: boolean, attributeSource: string, context: Context): { text: string; note?: string } {
  const { text: attrs, code } = attributes(attributeSource);
  if (TAB_GROUPS.has(name) || name === 'TabItem') return { text: selfClosing ? '' : tabTag(name, closing, attrs, context) };
  if (closing) return { text: '' };
  const partial = context.partial(name, attrs, code);
  if (partial !== undefined) return { text: `\n\n${partial}\n\n` };
  const result = plainComponent(name, selfClosing, attrs, code);
  context.fidelity.add('component', result.note ? 'dropped' : 'converted');
  return result;
}

/** Another component: its readable attribute as text (its children stay), a note for what a reader loses. */
function plainComponent(name: string, selfClosing: boolean, attrs: Record<string, string>, code: string[]): { text: string; note?: string } {
  const lost = code.length > 0 ? `<${name}>: ${code.join(', ')} is made by code and not imported` : undefined;
  // An FAQ item's id is its anchor: kept as the heading's id, for links to it.
  if (attrs.question) return { text: `\n\n### ${attrs.question}${attrs.id ? ` {#${attrs.id}}` : ''}\n\n`, note: lost };
  const label = attrs.label ?? attrs.title;
  if (label) return { text: `\n\n**${label}**\n\n`, note: lost };
  const inline = attrs.path ?? Object.entries(attrs).find(([key]) => /Title$/.test(key))?.[1];
  if (inline) return { text: inline, note: lost };
  if (selfClosing) return { text: '', note: lost ?? `<${name} /> dropped: a component with no text of its own` };
  return { text: '', note: lost };
}

/** Replaces component tags, inline JSX expressions and emoji shortcodes outside inline code spans. */
function convertText(line: string, context: Context): string {
  const { note } = context;
  let out = '';
  let rest = line;
  while (rest) {
    const code = CODE_SPAN.exec(rest);
    const text = code ? rest.slice(0, code.index) : rest;
    // One pass, so that the text a component leaves (`path="History > {camera}"`) is not read again.
    out += emojify(text, context.fidelity, note).replace(
      COMPONENT_OR_EXPRESSION,
      (_match, closing?: string, name?: string, attrs?: string, selfClosing?: string, expression?: string) => {
        if (expression !== undefined) {
          if (!/^\/\*[\s\S]*\*\/$/.test(expression)) {
            note(`JSX expression {${short(expression)}} dropped: its content is made by code`);
            context.fidelity.add('JSX expression', 'dropped');
          }
          return '';
        }
        const result = unwrapComponent(name!, closing === '/', selfClosing === '/', attrs ?? '', context);
        if (result.note) note(result.note);
        return result.text;
      },
    );
    if (!code) break;
    out += code[0];
    rest = rest.slice(code.index + code[0].length);
  }
  return out;
}

/**
 * Docusaurus gives headings their ids before it turns shortcodes into emoji (remark's `headings`, then `emoji`):
 * `## :rocket: Start` is `#rocket-start`. Such a heading keeps that id as its explicit one, so links to it still land.
 */
function shortcodeHeadingId(line: string): string {
  const heading = /^(#{2,6}\s+)(.*?)\s*$/.exec(line);
  if (!heading || /\{#[^}\s]+\}$/.test(heading[2]!) || titleEmoji(heading[2]!) === heading[2]) return line;
  const text = heading[2]!.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
  return `${line.trimEnd()} {#${new GithubSlugger().slug(text)}}`;
}

/** Change in `{`…`}` depth over a line (for JSX expression blocks spanning lines). */
const braceDepth = (line: string) => (line.match(/\{/g)?.length ?? 0) - (line.match(/\}/g)?.length ?? 0);

/** One Docusaurus page's body (front matter removed) as Markdown; `title` is the page's title; `page` says where it is (for its partials). */
export function mdxToMarkdown(source: string, title: string, page?: PageContext, depth = 0): MarkdownResult {
  const out: string[] = [];
  const notes: SourceNote[] = [];
  const fidelity = page?.fidelity ?? new Fidelity();
  const partials = new Map<string, Partial>();
  const tabs: Context['tabs'] = { count: 0, open: [] };
  /** A partial's Markdown, converted the same way with its props; its notes point at the partial's own lines. */
  const inline = (name: string, props: Record<string, string>, code: string[], note: (message: string) => void): string | undefined => {
    const partial = partials.get(name);
    if (!partial || !page) return undefined;
    if (depth >= MAX_PARTIAL_DEPTH) {
      note(`<${name} /> dropped: partials nested too deep`);
      fidelity.add('partial', 'dropped');
      return '';
    }
    const { body, missing } = withProps(partial.body, props);
    if (missing.length > 0 || code.length > 0) note(`<${name} />: props ${[...missing, ...code].join(', ')} are not plain text: left out of the partial`);
    const converted = mdxToMarkdown(body, '', { ...page, file: partial.file }, depth + 1);
    for (const inner of converted.notes) note(`in ${partial.file}:${inner.line + partial.bodyLine}: ${inner.message}`);
    fidelity.add('partial');
    return converted.markdown;
  };
  const open: { kind: string; line: number; indent: string }[] = [];
  let fence: string | null = null;
  let inExport = false;
  let expressionDepth = 0;
  let droppedTitle = false;
  /** Adds lines outside code blocks: never two blank lines in a row. */
  const emit = (...texts: string[]) => {
    for (const text of texts) if (text !== '' || (out.length > 0 && out[out.length - 1] !== '')) out.push(text);
  };
  const lines = source.split(/\r?\n/);
  lines.forEach((line, index) => {
    const lineNumber = index + 1;
    const note = (message: string) => notes.push({ line: lineNumber, message });
    const fenceMark = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length && line.trim() === fenceMark) fence = null;
      out.push(line);
      return;
    }
    if (fenceMark) {
      fence = fenceMark;
      out.push(line);
      return;
    }
    if (inExport) {
      inExport = line.trim() !== '' && !/;\s*$/.test(line);
      return;
    }
    if (expressionDepth > 0) {
      expressionDepth += braceDepth(line);
      return;
    }
    const partialImport = PARTIAL_IMPORT.exec(line);
    if (partialImport) {
      const [, name, specifier] = partialImport;
      const partial = page ? readPartial(specifier!, page) : { reason: 'no site given' };
      if ('file' in partial) partials.set(name!, partial);
      else {
        note(`partial ${specifier} not read (${partial.reason}): <${name} /> is dropped`);
        fidelity.add('partial', 'dropped');
      }
      return;
    }
    if (/^import\s.+from\s/.test(line) || /^import\s+['"]/.test(line)) return;
    if (/^export\s/.test(line)) {
      inExport = !/;\s*$/.test(line) && line.trim() !== '';
      return;
    }
    if (/^\s*\{(?!\/\*)/.test(line) && braceDepth(line) > 0) {
      note(`JSX expression ${short(line.trim())} dropped: its content is made by code`);
      fidelity.add('JSX expression', 'dropped');
      expressionDepth = braceDepth(line);
      return;
    }
    const admonition = ADMONITION_OPEN.exec(line);
    if (admonition) {
      const [, indent, , rawKind, bracketed, spaced] = admonition;
      const kind = rawKind!.toLowerCase();
      if (!ADMONITIONS.has(kind)) note(`admonition :::${kind} is not a Docusaurus type: shown as a plain box`);
      fidelity.add('admonition');
      const heading = emojify((bracketed ?? spaced ?? '').trim(), fidelity, note);
      const label = kind === 'tip' ? 'Best Practice' : capitalised(kind);
      open.push({ kind, line: lineNumber, indent: indent! });
      emit('', `${indent}<blockquote class="kb-admonition kb-admonition-${kind}">`, '', `${indent}**${label}:**${heading ? ` ${heading}` : ''}`, '');
      return;
    }
    const close = ADMONITION_CLOSE.exec(line);
    if (close) {
      const last = open.pop();
      if (last) emit('', `${last.indent}</blockquote>`, '');
      else note('a closing ::: without an open admonition: dropped');
      return;
    }
    if (!droppedTitle && /^#\s/.test(line)) {
      droppedTitle = true;
      if (titleEmoji(line.replace(/^#\s+/, '')).trim().toLowerCase() === title.trim().toLowerCase()) return;
    }
    // A component can become lines of their own (a tab's label): each without trailing blanks.
    const context: Context = { note, fidelity, partial: (name, props, code) => inline(name, props, code, note), tabs };
    emit(
      ...convertText(shortcodeHeadingId(line), context)
        .split('\n')
        .map((text) => text.replace(/[ \t]+$/, '')),
    );
  });
  for (const admonition of open.reverse()) {
    notes.push({ line: admonition.line, message: `admonition :::${admonition.kind} is never closed: it runs to the end of the page` });
    emit('', `${admonition.indent}</blockquote>`);
  }
  return { markdown: out.join('\n').trim(), notes };
}
