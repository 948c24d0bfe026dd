import {
  articlePath,
  articleHead,
  calls,
  canonicalUrl,
  DEFAULT_EDITION,
  editionPath,
  editionPrefix,
  LIMITS,
  relatedOf,
  relatedQuery,
  type Article,
  type CategoryListing,
  type Edition,
  type HeadTags,
  type Language,
  type SiteBranding,
} from '@kb/contracts';
import { keys, type InitialDataEntry, type SiteInfo } from '@kb/api-client';
import { categoryFeedPath, type ClientLimiter, type PreparedBody } from '@kb/api';
import type { SiteRenderer } from '../render/siteRenderer';
import type { EditionReads, VersionView } from './editionReads';
import { accentStyle, alternateLinks, feedLink, renderHead, simpleHead, siteDescription, withScreenHead } from './headTags';
import type { SiteContent } from './pagesMiddleware';
import { PreparedPages } from './preparedPages';
import type { Favicons } from './favicon';
import { renderPage } from './renderPage';

/** A page to answer: its status and HTML, or a prepared (compressed, ETag'd) body. */
export type PageAnswer = { status: number; html: string } | { status: 200; prepared: PreparedBody };

/** Without JavaScript there is no summary to come: its reserved place is hidden. */
const NO_SCRIPT = '<noscript><style>[data-summary-area]{display:none}</style></noscript>';

/** The settings a page in `lang` is handed: the texts of that language only (a page never carries the others'). */
function siteIn(site: SiteInfo, lang: Language): SiteInfo {
  const own = lang === 'en' ? undefined : site.localTexts[lang];
  return { ...site, localTexts: own ? { [lang]: own } : {} };
}

/**
 * The public pages (SPEC §2), rendered on the server by the public remote's components (SiteRenderer)
 * inside the document shell: head tags and JSON-LD, the styles of what was rendered, and the initial data
 * the browser hydrates with. Home, articles and search results are prepared once per set of values they
 * are made from (the template, the origin, the read model's answers and the server build), so a page
 * already prepared costs nothing to render again; the fast path answers home and articles from them.
 * The site's settings (the read model's, the same object until they change) are among those values, and
 * every page gets them as its SiteInfo. Every page is in an edition
 * (docs/decisions/0069-the-readers-side-of-versions-and-languages.md): its location, data keys, `<html lang>` and
 * `hreflang` alternates are the edition's, and a
 * prepared page is kept under its edition's prefix, so a `/de` page is never served for `/`. Its title and
 * meta tags are what its screen sets in the server's render, in the page's language (`withScreenHead`); the
 * English ones here are for a page rendered without the remote's server build.
 */
export class PublicPages {
  readonly prepared: PreparedPages;
  private info?: { from: SiteBranding; site: SiteInfo };

  constructor(
    private readonly content: SiteContent,
    private readonly renderer: SiteRenderer,
    private readonly searchAllowed: ClientLimiter,
    /** The deployment's SUPPORT_EMAIL: the support address unless the settings name one. */
    private readonly supportEmail: string,
    /** The content of each version, articles in each language and the versions (EditionReads). */
    readonly editions: EditionReads,
    private readonly favicons: Favicons,
  ) {
    this.prepared = new PreparedPages(content.cache);
  }

  /** The settings every page shows, with the support address resolved. */
  site(): SiteInfo {
    const from = this.content.site();
    if (this.info?.from !== from) this.info = { from, site: { ...from, supportEmail: from.supportEmail || this.supportEmail } };
    return this.info.site;
  }

  /** `hreflang` alternates in the languages the owner enabled: of `languages` (an article's own) or all of them. */
  private alternates(origin: string, edition: Edition, path: string, languages?: readonly Language[]): string {
    const enabled = this.site().languages;
    return alternateLinks(origin, edition, path, languages ? languages.filter((lang) => enabled.includes(lang)) : enabled);
  }

  /** The sources the home page is prepared from (the fast path looks it up with them). */
  homeSources(template: string, origin: string, view: VersionView = this.content): unknown[] {
    return [template, origin, this.site(), view.stats(), view.sidebar().roots, this.renderer.build, ...this.editions.versionSources()];
  }

  /** The sources an article page is prepared from, without waiting (the fast path): null while the translations load. */
  articleSources(template: string, origin: string, article: Article, edition: Edition = DEFAULT_EDITION, view: VersionView = this.content): unknown[] | null {
    const more = this.editions.articleSourcesNow(article, edition);
    return more && [...this.articleOwnSources(template, origin, article, view), ...more];
  }

  private articleOwnSources(template: string, origin: string, article: Article, view: VersionView): unknown[] {
    const sidebar = view.sidebar();
    return [template, origin, this.site(), article, sidebar.roots, sidebar.pathTo(article.slug), this.renderer.build, ...this.editions.versionSources()];
  }

  async home(template: string, origin: string, edition: Edition, view: VersionView): Promise<PageAnswer> {
    await this.renderer.ready();
    const stats = view.stats();
    const data = [{ key: keys.stats(edition), data: stats }, this.rootsEntry(edition, view)];
    const head = simpleHead(`Knowledge Base | ${this.site().name}`, { canonical: canonicalUrl(origin, edition, '/') });
    const render = () => this.page(template, edition, '/', head, this.alternates(origin, edition, '/'), data);
    return { status: 200, prepared: await this.prepared.get(`${editionPrefix(edition)}home`, this.homeSources(template, origin, view), render) };
  }

  /** An article page: `source` as the edition's version holds it, shown in the edition's language. */
  async article(template: string, origin: string, source: Article, edition: Edition, view: VersionView): Promise<PageAnswer> {
    await this.renderer.ready();
    const { article, languages, sources } = await this.editions.article(source, edition);
    // Only a page not prepared yet is put together (another edition's pages are not on the fast path).
    const render = () => {
      const way = view.sidebar().pathTo(article.slug);
      const category = way?.categories.at(-1)?.category;
      const site = this.site();
      const categoryFeed = category ? feedLink(`${category.name} | ${site.name} Knowledge Base`, categoryFeedPath(category.slug)) : '';
      const versions = this.editions.articleVersionsEntry(article, edition);
      const related = this.relatedEntry(article, edition);
      const data: InitialDataEntry[] = [
        { key: keys.article(article.slug, edition), data: article },
        this.rootsEntry(edition, view),
        ...(way ? [{ key: keys.sidebarPath(article.slug, edition), data: way }] : []),
        ...(versions ? [versions] : []),
        ...(related ? [related] : []),
      ];
      const path = articlePath(article.slug);
      const head = articleHead(article, origin, site, this.editions.articleCanonical(origin, article, edition));
      return this.page(template, edition, path, head, this.alternates(origin, edition, path, languages) + categoryFeed, data);
    };
    return {
      status: 200,
      prepared: await this.prepared.get(
        `${editionPrefix(edition)}article:${article.slug}`,
        [...this.articleOwnSources(template, origin, source, view), ...sources],
        render,
      ),
    };
  }

  /** A category's page (`/category/<slug>`, `?page=` from 2). */
  async category(template: string, origin: string, listing: CategoryListing, edition: Edition, view: VersionView): Promise<PageAnswer> {
    await this.renderer.ready();
    const { slug, name, articleCount } = listing.category;
    const location = `/category/${encodeURIComponent(slug)}${listing.page > 0 ? `?page=${listing.page + 1}` : ''}`;
    const site = this.site();
    const head = simpleHead(`${name} | ${site.name}`, {
      description: `${name}: ${articleCount} ${articleCount === 1 ? 'article' : 'articles'} in the ${site.name} Knowledge Base.`,
      canonical: canonicalUrl(origin, edition, location),
    });
    const data = [{ key: keys.categoryListing(slug, listing.page, edition), data: listing }, this.rootsEntry(edition, view)];
    const sources = [template, origin, site, listing, view.sidebar().roots, this.renderer.build, ...this.editions.versionSources()];
    const render = () => this.page(template, edition, location, head, this.alternates(origin, edition, location), data);
    return { status: 200, prepared: await this.prepared.get(`${editionPrefix(edition)}category:${slug}:${listing.page}`, sources, render) };
  }

  /** An article that is not on the site: 404, or 410 when it was taken off (its status is in the data, so the page never changes). */
  async missingArticle(template: string, slug: string, status: 404 | 410, edition: Edition): Promise<PageAnswer> {
    const title = status === 410 ? 'Article No Longer Available' : 'Article Not Found';
    const data = [{ key: keys.articleStatus(slug, edition), data: status }, this.rootsEntry(edition)];
    const head = simpleHead(`${title} | ${this.site().name}`, { noindex: true });
    return { status, html: await this.page(template, edition, articlePath(slug), head, '', data) };
  }

  /**
   * A search page: with its results as the API would answer them (a query the API refuses, a client past
   * its search budget, or another edition than the default, whose search is the API's in its version and
   * language, gets the page without them and its browser asks the API).
   */
  async search(template: string, origin: string, url: string, query: string, summary: boolean, ip: string, edition: Edition): Promise<PageAnswer> {
    const site = this.site();
    const head = simpleHead(query ? `${query} - Search Results | ${site.name}` : `Search Results | ${site.name}`, { noindex: true });
    // Put together only for a page not prepared yet.
    const links = () => this.alternates(origin, edition, url);
    const valid = query !== '' && editionPrefix(edition) === '' && calls.search.query.safeParse({ q: query }).success;
    if (!valid || this.content.searchReady === false || !(await this.searchAllowed(ip)).allowed) {
      return { status: 200, html: await this.page(template, edition, url, head, links(), [this.rootsEntry(edition)]) };
    }
    await this.renderer.ready();
    const { results } = this.content.search(query, LIMITS.searchResultsMax);
    const data = [{ key: keys.search(query, edition), data: results }, this.rootsEntry(edition)];
    const sources = [template, origin, site, results, this.content.sidebar().roots, this.renderer.build, ...this.editions.versionSources()];
    return {
      status: 200,
      prepared: await this.prepared.get(`${editionPrefix(edition)}search:${summary}:${query}`, sources, () =>
        this.page(template, edition, url, head, links(), data),
      ),
    };
  }

  /** The 404 page of any other path (`path` is SPEC's, after the edition's prefix). */
  async notFound(template: string, path: string, edition: Edition): Promise<PageAnswer> {
    const head = simpleHead(`404 Page Not Found | ${this.site().name}`, { noindex: true });
    return { status: 404, html: await this.page(template, edition, path, head, '', [this.rootsEntry(edition)]) };
  }

  /**
   * The "Related articles" of an article of the default edition, searched when its page is prepared (a page
   * of another edition, or one prepared while the index is built, leaves them to the browser, which asks the API).
   */
  private relatedEntry(article: Article, edition: Edition): InitialDataEntry | null {
    const query = relatedQuery(article.title);
    if (editionPrefix(edition) !== '' || this.content.searchReady === false || !calls.search.query.safeParse(query).success) return null;
    return { key: keys.relatedArticles(article.slug, edition), data: relatedOf(this.content.search(query.q, query.limit).results, article.slug) };
  }

  private rootsEntry(edition: Edition, view: VersionView | null = this.editions.view(edition)): InitialDataEntry {
    return { key: keys.sidebarRoots(edition), data: (view ?? this.content).sidebar().roots };
  }

  /**
   * The document shell around the server render of `location` (SPEC's path; the edition's prefix is put
   * before it), in the edition's language: `head` with what the screen set over it (and the site's
   * description in that language unless either names one), then `links` (alternates, feeds); every page
   * also gets the site's settings (and its accent colour).
   */
  private async page(template: string, edition: Edition, location: string, head: HeadTags, links: string, pageData: InitialDataEntry[]): Promise<string> {
    const site = this.site();
    const data = [...pageData, { key: keys.site(), data: siteIn(site, edition.lang) }, ...this.editions.versionsEntries(edition)];
    const rendered = await this.renderer.render(editionPath(edition, location), data);
    const tags = renderHead(withScreenHead(head, rendered?.head, siteDescription(site.description, edition.lang, rendered?.translate)));
    const icon = await this.favicons.link(site.favicon);
    return renderPage(template, {
      lang: edition.lang,
      head: `${tags}${links}${icon}${accentStyle(site.accentColor)}${rendered?.styles ?? ''}${NO_SCRIPT}`,
      body: rendered?.html,
      initialData: data,
    });
  }
}
