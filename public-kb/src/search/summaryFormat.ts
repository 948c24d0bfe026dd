import { articlePath } from '@kb/contracts';
/**
 * The summary's text format (SPEC §2): blocks separated by blank lines; '###' headings or a bold
 * 'Label:' line as headings; '* ' bullets; **bold** and [text](link) inline. Parsed into a small tree
 * that SummaryText renders with React elements only: no HTML from the text ever reaches the DOM.
 */
export type Inline = { type: 'text'; text: string } | { type: 'bold'; children: Inline[] } | { type: 'link'; href: string; children: Inline[] };

export type Block = { type: 'heading'; children: Inline[] } | { type: 'list'; items: Inline[][] } | { type: 'paragraph'; children: Inline[] };

const TOKEN = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)/g;
const BOLD_LABEL = /^\*\*([^*\n]+:)\*\*$/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) out.push({ type: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) out.push({ type: 'bold', children: parseInline(match[1]) });
    else out.push({ type: 'link', href: match[3]!, children: parseInline(match[2]!) });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

export function parseSummary(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let list: Inline[][] | null = null;
    const flush = () => {
      if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
      if (list) blocks.push({ type: 'list', items: list });
      paragraph = [];
      list = null;
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      const heading = /^#{1,6}\s+(.*)$/.exec(line)?.[1] ?? BOLD_LABEL.exec(line)?.[1];
      const bullet = /^[*-]\s+(.*)$/.exec(line)?.[1];
      if (heading !== undefined) {
        flush();
        blocks.push({ type: 'heading', children: parseInline(heading) });
      } else if (bullet !== undefined) {
        if (paragraph.length) {
          blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
          paragraph = [];
        }
        (list ??= []).push(parseInline(bullet));
      } else {
        if (list) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

const ARTICLE_ID_LINK = /^\/article\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?(#[a-z0-9-]+)?$/i;

export type SafeLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

/**
 * Where a summary link may go: site paths (with /article/{36-character id}[#section] rewritten to the article's
 * slug from the search results) or http(s) URLs. Anything else (javascript:, data:, //host) is no link.
 */
export function resolveSummaryLink(href: string, slugById: ReadonlyMap<string, string>): SafeLink {
  const [, articleId, hash = ''] = ARTICLE_ID_LINK.exec(href) ?? [];
  if (articleId) {
    const slug = slugById.get(articleId.toLowerCase());
    return { kind: 'internal', to: `${articlePath(slug ?? articleId)}${hash}` };
  }
  // A backslash could turn a site path into another host ('/\\evil.example'), so such links are dropped.
  if (href.startsWith('/') && !href.startsWith('//') && !href.includes('\\')) return { kind: 'internal', to: href };
  if (/^https?:\/\/[^\s]+$/i.test(href)) return { kind: 'external', href };
  return null;
}
