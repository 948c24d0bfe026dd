import { LIMITS, type Article, type Category, type ConceptArticle, type Stats } from '@kb/contracts';
import { LRUCache } from 'lru-cache';
import type { ArticleDoc, CategoryDoc } from '../models';
import { statusOf } from '../models/articleStatus';
import { presentArticle } from './presentArticle';
import { SearchIndex, type SearchHit } from '../search/searchIndex';
import type { EditionView } from './editionView';
import { OffSiteArticles } from './offSiteArticles';
import { PackedArticles, type ArticleMeta } from './packedArticles';
import { PublishedTree } from './publishedTree';
import { ResponseCache } from './responseCache';
import { SearchAnswers, type SearchAnswer } from './searchAnswers';
import { sidebarOf, type SidebarTree } from './sidebarTree';
import { SlugRedirects } from './slugRedirects';
import { categoryPath } from './searchDocs';
import type { SlugState } from './readModelTypes';
import type { MainLine } from './versionOverlay';

/** Presented articles kept (more than the prepared bodies hold, which key on these objects). */
const PRESENTED_MAX = 30_000;

/** The main line's published content and every read of it; ReadModel (its subclass) changes it. */
export abstract class MainLineReads implements EditionView, MainLine {
  protected articles = new PackedArticles();
  protected idBySlug = new Map<string, string>();
  protected categories = new Map<string, CategoryDoc>();
  protected presented = new LRUCache<string, Article>({ max: PRESENTED_MAX });
  /** Every answer made from this content (its versions' and languages' too): see ResponseCache. */
  readonly cache = new ResponseCache();
  protected readonly searches = new SearchAnswers(
    this.cache,
    (query, limit) => this.index.searchCounted(query, limit, this.mainOnly()),
    (id) => this.articleById(id),
  );

  /** What the main line's searches keep of the index: undefined for everything, else all but the forks' entries. */
  protected abstract mainOnly(): ((id: string) => boolean) | undefined;
  protected published = new PublishedTree();
  protected index = new SearchIndex();
  protected offSite = new OffSiteArticles();
  protected redirects = new SlugRedirects();
  protected changes = 0;
  /** Grows when what the admin console lists could change (see `listingVersion`). */
  protected listingChanges = 0;
  protected lastTakenOff = 0;
  /**
   * `restoring`: a snapshot is in place and changes apply to it, but nothing is served until `release()`.
   * A new read model is `loading`: nothing is served (health says search is not ready) until `load` or
   * `restore` has put the content in.
   */
  protected state: 'loading' | 'restoring' | 'indexing' | 'ready' = 'loading';

  get contentReady(): boolean {
    return this.state === 'indexing' || this.state === 'ready';
  }

  get searchReady(): boolean {
    return this.state === 'ready';
  }

  bodyKey(key: string): string {
    return key;
  }

  /** Grows with every change of the published content. */
  get version(): number {
    return this.changes;
  }

  /**
   * Grows when an article comes, goes, or changes its title, slug, category, order, status or author, or the
   * categories change: not when a publish only changes an article's text, so what is made from the listing (the
   * admin console's tree and title search, issue 41) is not made again on every publish.
   */
  get listingVersion(): number {
    return this.listingChanges;
  }

  /** The version of the last change that took an article off the site. */
  get takenOffAt(): number {
    return this.lastTakenOff;
  }

  get searchIndex(): SearchIndex {
    return this.index;
  }

  searchCounted(query: string, limit: number, include?: (id: string) => boolean): { hits: SearchHit[]; matched: number } {
    return this.index.searchCounted(query, limit, include);
  }

  passages(hit: Pick<SearchHit, 'id' | 'matchedTerms' | 'section'>, count: number): string[] {
    return this.index.passages(hit, count);
  }

  /** Ranked search hits (id, score, tier, excerpt, matched terms), at most 50. */
  searchHits(query: string): SearchHit[] {
    return this.index.searchCounted(query.slice(0, LIMITS.searchQueryMax), LIMITS.searchResultsMax, this.mainOnly()).hits;
  }

  /**
   * Public search results, best first, the first `limit` (at most 50) of the ranking, and how many the full
   * answer holds (at most 50); searched once per query and change (SearchAnswers). Shared: never change it.
   */
  search(query: string, limit: number = LIMITS.searchResultsMax): SearchAnswer {
    return this.searches.answer(query, limit, this.state === 'ready' ? this.changes : null);
  }

  categoryTree(): Category[] {
    return this.published.categoryTree();
  }

  /** The visitor sidebar's answers over the current tree. */
  sidebar(): SidebarTree {
    return sidebarOf(this.categoryTree());
  }

  stats(): Stats {
    return this.published.stats();
  }

  /** Category names from the top level down to a published article's own category. */
  categoryNames(articleId: string): string[] {
    const meta = this.articles.meta(articleId);
    return meta ? categoryPath(meta.categoryId, this.categories) : [];
  }

  category(id: string): CategoryDoc | undefined {
    return this.categories.get(id);
  }

  categoryMap(): ReadonlyMap<string, CategoryDoc> {
    return this.categories;
  }

  meta(id: string): ArticleMeta | undefined {
    return this.articles.meta(id);
  }

  liveId(slug: string): string | undefined {
    return this.idBySlug.get(slug);
  }

  redirectTarget(slug: string): string | undefined {
    return this.redirects.target(slug);
  }

  slugOf(id: string): string | undefined {
    return this.articles.meta(id)?.slug;
  }

  /** Every category, drafts' and empty ones' too (the admin tree lists them all). */
  categoryDocs(): CategoryDoc[] {
    return [...this.categories.values()];
  }

  /** The published articles' plain fields (slug, title, category, dates…), without unpacking any article. */
  articleMetas(): ArticleMeta[] {
    return [...this.articles.metas()];
  }

  /** A published, draft or unpublished article as last written. */
  storedArticle(id: string): ArticleDoc | undefined {
    return this.articles.get(id) ?? this.offSite.get(id);
  }

  articleDoc(id: string): ArticleDoc | undefined {
    return this.articles.get(id);
  }

  /** Drafts and unpublished articles. */
  offSiteArticles(): ArticleDoc[] {
    return this.offSite.all();
  }

  /** The article a concept became, with its status (null when there is none or it was deleted). */
  conceptArticle(id: string | null): ConceptArticle | null {
    if (!id) return null;
    const off = this.offSite.get(id);
    if (off) return { id, slug: off.slug, title: off.title, status: statusOf(off) };
    const live = this.articles.meta(id);
    return live ? { id, slug: live.slug, title: live.title, status: 'published' } : null;
  }

  /** The article a public slug names, where an old slug now leads, or that its article was taken off the site. */
  slugState(slug: string): SlugState {
    const article = this.articleBySlug(slug);
    if (article) return { kind: 'live', article };
    if (this.offSite.isGone(slug)) return { kind: 'gone' };
    const id = this.redirects.target(slug);
    if (id === undefined) return null;
    const current = this.articles.meta(id);
    if (current) return { kind: 'moved', slug: current.slug };
    return this.offSite.get(id)?.status === 'unpublished' ? { kind: 'gone' } : null;
  }

  articleBySlug(slug: string): Article | null {
    const id = this.idBySlug.get(slug);
    return id ? this.articleById(id) : null;
  }

  articleById(id: string): Article | null {
    const cached = this.presented.get(id);
    if (cached) return cached;
    const doc = this.articles.get(id);
    if (!doc) return null;
    const category = this.categories.get(doc.categoryId);
    const parent = category?.parentId ? this.categories.get(category.parentId) : undefined;
    const article = presentArticle(doc, category, parent);
    this.presented.set(id, article);
    return article;
  }
}
