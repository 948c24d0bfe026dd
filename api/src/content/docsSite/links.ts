import { articlePath } from '@kb/contracts';
import { JSDOM } from 'jsdom';
import { decoded } from '../articleLinks';
import { processArticleHtml } from '../pipeline';
import type { Fidelity } from './fidelity';

/** One window for every page: jsdom's cost grows with each document parsed on a window, not with fragments. */
const { document } = new JSDOM('').window;

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

const EXPLICIT_ID = /\s*\{#([^}\s]+)\}\s*$/;
const headingText = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The anchors a site gives headings, one page at a time: one id per heading, or several (the first its own, the others it also answers to). */
export interface HeadingSlugger {
  slug(text: string): string | string[];
}

/**
 * An empty anchor in a heading giving its id, as GitBook writes its headings' anchors
 * (`## Focus <a href="#focus" id="focus"></a>`): removed from the text, its id the heading's.
 */
function anchorElement(heading: Element): Element | undefined {
  return [...heading.querySelectorAll('a[id]')].find((a) => !headingText(a) && a.querySelector('img') === null);
}

/**
 * A converted page's headings: drops Docusaurus's explicit heading ids (`## Intel GPUs {#intel}`) and GitBook's anchor
 * elements (`<a href="#x" id="x"></a>`) from the text and maps each anchor the site gives a heading (the explicit id,
 * else the `slugger`'s slugs of the text: GitHub's for Docusaurus, Python-Markdown's for MkDocs, GitBook's and
 * GitHub's for GitBook) to the id the content pipeline gives it, so links with anchors can be rewritten to the
 * imported article's sections. An explicit id a page repeats is numbered as the site numbers it (`focus`, `focus-1`).
 */
export function headingAnchors(html: string, slugger: HeadingSlugger): { html: string; anchors: Map<string, string> } {
  const container = parse(html);
  const theirs: string[][] = [];
  const explicitIds = new Set<string>();
  for (const heading of container.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const last = heading.lastChild;
    const explicit = last && last.nodeType === last.TEXT_NODE ? EXPLICIT_ID.exec(last.textContent ?? '') : null;
    if (explicit) last!.textContent = (last!.textContent ?? '').replace(EXPLICIT_ID, '');
    const element = explicit ? undefined : anchorElement(heading);
    if (element) {
      const before = element.previousSibling;
      if (before?.nodeType === before?.TEXT_NODE && !element.nextSibling) before!.textContent = (before!.textContent ?? '').trimEnd();
      element.remove();
    }
    if (!headingText(heading)) continue;
    let id = explicit?.[1] ?? element?.id;
    for (let n = 1; id !== undefined && explicitIds.has(id); n += 1) id = `${explicit?.[1] ?? element!.id}-${n}`;
    if (id !== undefined) explicitIds.add(id);
    // Docusaurus's {#id} is the heading's only anchor; GitBook's element is its anchor, its text's slugs still reach it.
    const slugs = explicit ? [] : [slugger.slug(headingText(heading))].flat();
    theirs.push(id === undefined ? slugs : [id, ...slugs]);
  }
  const cleaned = container.innerHTML;
  const ours = processArticleHtml(cleaned).headings.map((heading) => heading.id);
  const anchors = new Map<string, string>();
  theirs.forEach((ids, index) => {
    for (const id of ids) if (ours[index] && !anchors.has(id)) anchors.set(id, ours[index]!);
  });
  return { html: cleaned, anchors };
}

/** A page a link can point at. */
export interface LinkTarget {
  slug: string;
  anchors: Map<string, string>;
  /** Found elsewhere than in the pages imported with this one (a version's link to the main line): why, for a warning. */
  fallback?: string;
}

/** How a page's links and images are resolved (by the site being imported). */
export interface LinkResolver {
  /** The page a link's address (without its #anchor) points at; '' is the page itself. */
  page(address: string): LinkTarget | undefined;
  /** The media file name of an image's address (the file is copied), or undefined when it is not there. */
  image(address: string): string | undefined;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
/** Image URL suffixes that show an image in one theme only: Material's `#only-light`, GitHub's `#gh-dark-mode-only`. */
const THEME_SUFFIX = /#(?:only-(light|dark)|gh-(light|dark)-mode-only)$/;

/**
 * Rewrites a page's links between pages to `/article/<slug>#<section>` and its images to the site's
 * `/media/<name>`. A link to no imported page is kept as text, an image that is not there becomes its
 * alt text, an anchor that names no section links to the top of the page: each with a note, which
 * quotes the address so that its line can be found.
 */
export function rewriteLinks(html: string, resolver: LinkResolver, note: (address: string, message: string) => void, fidelity: Fidelity): string {
  const container = parse(html);
  // Ids the page's own elements have besides headings (a footnote and its reference: `#footnote-1`).
  const ids = new Set([...container.querySelectorAll('[id]:not(h1, h2, h3, h4, h5, h6)')].map((element) => element.id));
  for (const link of container.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href')!;
    if (EXTERNAL.test(href)) continue;
    const hash = href.indexOf('#');
    const address = hash < 0 ? href : href.slice(0, hash);
    const anchor = hash < 0 ? '' : decoded(href.slice(hash + 1));
    if (!address && ids.has(anchor)) {
      fidelity.add('link');
      continue;
    }
    const target = resolver.page(address);
    if (!target) {
      const media = resolver.image(address);
      if (media) {
        link.setAttribute('href', `/media/${media}`);
        fidelity.add('link');
        continue;
      }
      fidelity.add('link', 'text');
      note(href, `link to ${href} matches no page of the docs folder: kept as text`);
      link.replaceWith(...link.childNodes);
      continue;
    }
    const section = anchor ? target.anchors.get(anchor) : undefined;
    fidelity.add('link');
    if (target.fallback) {
      fidelity.add('link to the current docs');
      note(href, `link to ${href}: ${target.fallback}`);
    }
    if (anchor && !section) fidelity.add('link anchor', 'dropped');
    if (anchor && !section) note(href, `link to ${href}: the page has no section #${anchor}, the link goes to the top of the page`);
    const to = address ? articlePath(target.slug) : '';
    link.setAttribute('href', section ? `${to}#${section}` : to || articlePath(target.slug));
  }
  for (const image of container.querySelectorAll('img[src]')) {
    // `#only-dark`, `#gh-light-mode-only`…: the image for one theme; the suffix goes, the theme stays as a class.
    const themed = THEME_SUFFIX.exec(image.getAttribute('src')!);
    const src = themed ? image.getAttribute('src')!.slice(0, themed.index) : image.getAttribute('src')!;
    if (themed) {
      image.classList.add(`kb-only-${themed[1] ?? themed[2]}`);
      image.setAttribute('src', src);
      fidelity.add('image theme suffix');
    }
    if (EXTERNAL.test(src)) continue;
    const media = resolver.image(src);
    if (media) {
      image.setAttribute('src', `/media/${encodeURIComponent(media)}`);
      fidelity.add('image');
      continue;
    }
    const alt = image.getAttribute('alt') ?? '';
    fidelity.add('image', alt ? 'text' : 'dropped');
    note(src, `image ${src} is not in the site's static folder: ${alt ? `replaced by its alt text "${alt}"` : 'dropped'}`);
    image.replaceWith(alt);
  }
  return container.innerHTML;
}
