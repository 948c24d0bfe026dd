import type { Edition, HeadTags } from '@kb/contracts';
import { languageAlternates } from '@kb/api-client';
import escapeHtml from 'escape-html';

/** JSON for a <script> data block: '<' escaped so no '</script>' can end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;

/** A page's head tags as HTML (the same HeadTags the public remote applies in the browser). */
export function renderHead(head: HeadTags): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...Object.entries(head.names ?? {}).map(([key, content]) => meta('name', key, content)),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ...Object.entries(head.properties ?? {}).map(([key, content]) => meta('property', key, content)),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].join('\n    ');
}

/** A page's link to an Atom feed (the site's, or an article's category's). */
export function feedLink(title: string, href: string): string {
  return `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(title)}" href="${escapeHtml(href)}" />`;
}

export function simpleHead(title: string, description: string, options: { noindex?: boolean; canonical?: string } = {}): string {
  return renderHead({
    title,
    canonical: options.canonical,
    names: { description, ...(options.noindex ? { robots: 'noindex' } : {}) },
  });
}

/** The settings' accent colour (#rrggbb, validated by SiteBranding) over both themes' own; '' keeps theirs. */
export function accentStyle(accentColor: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(accentColor) ? `<style>html:root, html[data-theme] { --kb-color-accent: ${accentColor}; }</style>` : '';
}

/** The page in every language (`hreflang`, and `x-default` for English): `path` is SPEC's path of the page. */
export function alternateLinks(origin: string, edition: Edition, path: string): string {
  return languageAlternates(origin, edition, path)
    .map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`)
    .join('');
}
