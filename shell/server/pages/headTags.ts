import { DEFAULT_LANGUAGE, DEFAULT_SITE_BRANDING, PRODUCT_NAME, type Edition, type HeadTags, type Language } from '@kb/contracts';
import { languageAlternates, type TranslateText } from '@kb/api-client';
import escapeHtml from 'escape-html';

/** JSON for a <script> data block: '<' escaped so no '</script>' can end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
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

/** A page's title, description (the site's when not given: see `withScreenHead`) and canonical URL, or `noindex`. */
export function simpleHead(title: string, { description, noindex, canonical }: { description?: string; noindex?: boolean; canonical?: string } = {}): HeadTags {
  return { title, canonical, names: { ...(description === undefined ? {} : { description }), ...(noindex ? { robots: 'noindex' } : {}) } };
}

/**
 * The site's description in the page's language: SPEC's default through the public remote's interface
 * texts (its catalogue's `site.description`, as the home's welcome text is translated), the settings' own
 * text as written; English without the remote's texts.
 */
export function siteDescription(description: string, lang: Language, translate?: TranslateText): string {
  const translated = translate && lang !== DEFAULT_LANGUAGE && description === DEFAULT_SITE_BRANDING.description;
  return translated ? translate('site.description', { product: PRODUCT_NAME }) : description;
}

/**
 * The page server's head tags of a page with what its screen set in the server's render (DocumentHeadContext):
 * the screen's title and meta tags, in the page's language, over the server's (English, kept for a page
 * rendered without the public remote's server build); the server's canonical and JSON-LD unless it set its
 * own; `description` (the site's) when neither names one.
 */
export function withScreenHead(own: HeadTags, screen: HeadTags | undefined, description: string): HeadTags {
  const names = { description, ...own.names, ...screen?.names };
  if (!screen) return { ...own, names };
  return {
    title: screen.title,
    canonical: screen.canonical ?? own.canonical,
    names,
    properties: { ...own.properties, ...screen.properties },
    jsonLd: screen.jsonLd ?? own.jsonLd,
  };
}

/** The settings' accent colour (#rrggbb, validated by SiteBranding) over both themes' own; '' keeps theirs. */
export function accentStyle(accentColor: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(accentColor) ? `<style>html:root, html[data-theme] { --kb-color-accent: ${accentColor}; }</style>` : '';
}

/**
 * The page in each of `languages` (`hreflang`, and `x-default` for English): `path` is SPEC's path of the
 * page. The enabled languages on home, search and category pages; an article's own enabled languages on its page.
 */
export function alternateLinks(origin: string, edition: Edition, path: string, languages: readonly Language[]): string {
  return languageAlternates(origin, edition, path, languages)
    .map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`)
    .join('');
}
