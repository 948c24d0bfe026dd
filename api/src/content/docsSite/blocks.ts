import { siteMarked } from './marked';

/**
 * The HTML forms of a docs site's boxes and tabs, written around Markdown lines (marked reads the
 * Markdown between the tags, blank lines apart):
 * - an admonition is `<blockquote class="kb-admonition kb-admonition-<kind>">` led by a bold label, a
 *   collapsible one (`???`, `/// details`) `<details class="kb-admonition …"><summary>`;
 * - tabs are `<div class="kb-tabs">` holding one `<details class="kb-tab" name="<group>">` per tab, its
 *   label the `<summary>`: the article styles show them as tabs without script (one open at a time, by
 *   the shared `name`), and a browser without those styles shows each tab under its label.
 */

/** Admonition types as the site's boxes: a tip is a Best Practice box. */
const KINDS: Record<string, string> = {
  hint: 'tip',
  important: 'tip',
  caution: 'warning',
  attention: 'warning',
  error: 'danger',
  failure: 'danger',
  fail: 'danger',
  missing: 'danger',
  bug: 'danger',
};

/** A title's or label's inline Markdown (`code`, **bold**) as HTML, for a `<summary>` (which marked does not read). */
const inlineHtml = (markdown: string) => (siteMarked.parseInline(markdown, { async: false }) as string).trim();
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const indented = (indent: string, lines: string[]) => lines.map((line) => (line ? `${indent}${line}` : line));

/** An admonition's box around its (converted) Markdown lines; `collapsible` makes it a `<details>`, open or not. */
export function boxLines(type: string, title: string, inner: string[], indent = '', collapsible?: 'open' | 'closed'): string[] {
  const kind = KINDS[type] ?? type;
  const label = kind === 'tip' ? 'Best Practice' : capitalised(kind);
  const className = `kb-admonition kb-admonition-${kind}`;
  if (collapsible) {
    const summary = `<summary><strong>${label}:</strong>${title ? ` ${inlineHtml(title)}` : ''}</summary>`;
    return [
      '',
      `${indent}<details class="${className}"${collapsible === 'open' ? ' open' : ''}>`,
      `${indent}${summary}`,
      '',
      ...indented(indent, inner),
      '',
      `${indent}</details>`,
      '',
    ];
  }
  return [
    '',
    `${indent}<blockquote class="${className}">`,
    '',
    `${indent}**${label}:**${title ? ` ${title}` : ''}`,
    '',
    ...indented(indent, inner),
    '',
    `${indent}</blockquote>`,
    '',
  ];
}

/** One tab of a group (`name` the same for the group's tabs), the first open; `label` is inline Markdown. */
function tabLines(group: string, label: string, inner: string[], first: boolean, indent = ''): string[] {
  return [
    '',
    `${indent}<details class="kb-tab" name="${group}"${first ? ' open' : ''}>`,
    `${indent}<summary>${inlineHtml(label)}</summary>`,
    '',
    ...indented(indent, inner),
    '',
    `${indent}</details>`,
    '',
  ];
}

/**
 * Tab groups of one page: adds each tab to the group just before it in the same lines (only blank lines
 * between), else starts a new group with a name unique within the page.
 */
export class TabGroups {
  private count = 0;
  private readonly last = new WeakMap<string[], { close: number; name: string }>();

  add(out: string[], label: string, inner: string[], indent = '', newGroup = false): void {
    let end = out.length - 1;
    while (end >= 0 && out[end]!.trim() === '') end -= 1;
    const previous = this.last.get(out);
    if (!newGroup && previous && previous.close === end) {
      out.splice(end);
      out.push(...tabLines(previous.name, label, inner, false, indent));
    } else {
      this.count += 1;
      const name = `kb-tabs-${this.count}`;
      this.last.set(out, { close: -1, name });
      out.push('', `${indent}<div class="kb-tabs">`, ...tabLines(name, label, inner, true, indent));
    }
    this.last.get(out)!.close = out.length;
    out.push(`${indent}</div>`, '');
  }
}
