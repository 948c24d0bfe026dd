import { DEFAULT_SITE_BRANDING, LIMITS, type Article, type Category, type ConceptArticle, type SiteBranding, type Stats } from '@kb/contracts';
import { LRUCache } from 'lru-cache';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { ArticleDoc, CategoryDoc, Models } from '../models';
import { statusOf } from '../models/articleStatus';
import { presentArticle } from '../presenters/article';
import { htmlToText } from '../search/htmlText';
import { SearchIndex, type DocContent, type SearchHit } from '../search/searchIndex';
import { OffSiteArticles } from './offSiteArticles';
import { PackedArticles, type ArticleMeta } from './packedArticles';
import { PreparedBodies } from './preparedBodies';
import { PublishedTree } from './publishedTree';
import { SearchAnswers, type SearchAnswer } from './searchAnswers';
import { sidebarOf, type SidebarTree } from './sidebarTree';
import { SlugRedirects } from './slugRedirects';
import { readContent } from './readContent';
import { categoryPath, sectionHeadings, toSearchDoc } from './searchDocs';
import type { ContentChanges, ReadModelDump, SlugState } from './readModelTypes';

export type { ContentChanges, ReadModelDump, SlugState } from './readModelTypes';

/** Presented articles kept (more than the prepared bodies hold, which key on these objects). */
const PRESENTED_MAX = 30_000;
const pathKey = (id: string, categories: ReadonlyMap<string, CategoryDoc>) => categoryPath(id, categories).join('\u0000');
const sameCategory = (a: CategoryDoc, b: CategoryDoc | undefined) =>
  !!b && a.slug === b.slug && a.name === b.name && a.order === b.order && (a.parentId ?? null) === (b.parentId ?? null);

/**
 * The published site in memory: public reads never query the database. Loaded once at start and
 * updated when an article is published: the tree, counts and stats article by article (see
 * PublishedTree), the search index article by article (the last step of the content pipeline), and
 * the prepared response bodies on their next request (see PreparedBodies).
 * Start-up (`load`) serves the content as soon as it is read (`contentReady`), then builds the
 * search index (`searchReady`); changes arriving meanwhile are applied once they can be.
 * `version` grows with every change, so caches of derived answers (summaries) can key on it.
 */
export class ReadModel {
  /** This instance's id: the change-log entries it writes carry it, and its own poller skips them (applied here already). */
  readonly instanceId = randomUUID();
  private articles = new PackedArticles();
  private idBySlug = new Map<string, string>();
  private categories = new Map<string, CategoryDoc>();
  private presented = new LRUCache<string, Article>({ max: PRESENTED_MAX });
  private readonly searches = new SearchAnswers(() => this.index, (id) => this.articleById(id));
  private published = new PublishedTree();
  private index = new SearchIndex();
  private offSite = new OffSiteArticles();
  private redirects = new SlugRedirects();
  private changes = 0;
  private lastTakenOff = 0;
  private branding: SiteBranding = DEFAULT_SITE_BRANDING;
  /**
   * `restoring`: a snapshot is in place and changes apply to it, but nothing is served until `release()`.
   * A new read model is `loading`: nothing is served (health says search is not ready) until `load` or
   * `restore` has put the content in.
   */
  private state: 'loading' | 'restoring' | 'indexing' | 'ready' = 'loading';
  /** Changes that arrived before the content was read, and articles changed while it was being indexed. */
  private waiting: ContentChanges[] = [];
  private unindexed = new Set<string>();
  /** Public response bodies, prepared once per published value. */
  readonly bodies = new PreparedBodies();

  /** The site's public settings: the same object until they change. */
  site(): SiteBranding {
    return this.branding;
  }

  /** New public settings count as a change of the content: llms.txt, feeds and pages are made again. */
  setSite(branding: SiteBranding): void {
    if (isDeepStrictEqual(branding, this.branding)) return;
    this.branding = branding;
    this.changes += 1;
  }

  get contentReady(): boolean {
    return this.state === 'indexing' || this.state === 'ready';
  }

  get searchReady(): boolean {
    return this.state === 'ready';
  }

  /**
   * Reads every category and article and indexes each article as it arrives (the database reads
   * ahead meanwhile); resolves with the content and the search index both ready.
   */
  async load(models: Models): Promise<void> {
    this.state = 'loading';
    const read = await readContent(models, (id) => this.contentOf(id));
    this.reset(read.published);
    this.state = 'indexing';
    this.applyChanges({ categories: read.categories, articles: read.offSite, redirects: read.redirects });
    for (const article of read.published.metas()) this.putPublished(article);
    this.unindexed.clear();
    for (const changes of this.waiting.splice(0)) this.applyChanges(changes);
    this.index = read.finishIndex();
    this.state = 'ready';
    const unindexed = [...this.unindexed];
    this.unindexed.clear();
    for (const id of unindexed) this.indexArticle(id);
  }

  dump(): ReadModelDump {
    return {
      categories: [...this.categories.values()],
      articles: this.articles.dump(),
      offSite: this.offSite.all(),
      redirects: this.redirects.entries(),
      index: this.index.toSnapshot(),
    };
  }

  /**
   * Takes a snapshot's content without serving it: the caller applies what changed since the
   * snapshot was taken (`applyChanges`), then `release()`s it.
   */
  restore(dump: ReadModelDump): void {
    this.reset(PackedArticles.restore(dump.articles));
    this.waiting = [];
    this.unindexed.clear();
    this.index = SearchIndex.fromSnapshot(dump.index, { contentOf: (id) => this.contentOf(id) });
    this.state = 'restoring';
    this.applyChanges({ categories: dump.categories, articles: dump.offSite, redirects: new Map(dump.redirects) });
    for (const article of this.articles.metas()) this.putPublished(article);
  }

  /** Starts again from these articles, with nothing else known yet. */
  private reset(articles: PackedArticles): void {
    this.articles = articles;
    this.categories = new Map();
    this.idBySlug = new Map();
    this.published = new PublishedTree();
    this.presented.clear();
    this.searches.clear();
    this.offSite = new OffSiteArticles();
    this.redirects = new SlugRedirects();
  }

  /** Serves a restored snapshot. */
  release(): void {
    if (this.state === 'restoring') this.state = 'ready';
  }

  /** Plain text and headings of a published article for search sections (the index keeps none: see SearchIndexOptions). */
  private contentOf(id: string): DocContent | undefined {
    const article = this.articles.get(id);
    return article && { text: htmlToText(article.content), headings: sectionHeadings(article) };
  }

  /** Puts one published article (new or changed) in place. */
  setArticle(article: ArticleDoc): void {
    this.applyChanges({ articles: [article] });
  }

  setCategories(categories: readonly CategoryDoc[]): void {
    this.applyChanges({ categories });
  }

  /**
   * Applies a batch (what another instance published): new category list, changed articles, removed
   * article ids. Articles whose category path changed name are re-presented and re-indexed.
   */
  applyChanges(changes: ContentChanges): void {
    if (this.state === 'loading') {
      this.waiting.push(changes);
      return;
    }
    this.changes += 1;
    const changed = new Map((changes.articles ?? []).map((a) => [a._id, a]));
    if (changes.categories) {
      for (const categoryId of this.replaceCategories(changes.categories)) {
        for (const id of this.published.articleIdsIn(categoryId)) if (!changed.has(id)) changed.set(id, this.articles.get(id)!);
      }
    }
    for (const [articleId, slugs] of changes.redirects ?? []) this.redirects.set(articleId, slugs);
    for (const id of changes.removedIds ?? []) {
      this.offSite.set(id, undefined);
      this.redirects.set(id, []);
      this.takeOff(id);
    }
    for (const article of changed.values()) {
      if (statusOf(article) === 'published') {
        this.offSite.set(article._id, undefined);
        this.putOnSite(article);
      } else {
        this.takeOff(article._id);
        this.offSite.set(article._id, article);
      }
    }
  }

  /** Removes an article from the published site (slug map, tree, stats, search). */
  private takeOff(id: string): void {
    const previous = this.articles.meta(id);
    if (!previous) return;
    this.lastTakenOff = this.changes;
    this.articles.delete(id);
    this.idBySlug.delete(previous.slug);
    this.presented.delete(id);
    this.published.remove(id);
    this.indexArticle(id);
  }

  private putOnSite(article: ArticleDoc): void {
    const previous = this.articles.meta(article._id);
    if (previous && previous.slug !== article.slug) this.idBySlug.delete(previous.slug);
    this.articles.set(article);
    this.presented.delete(article._id);
    this.putPublished(article);
    this.indexArticle(article._id);
  }

  /** An article's place in the slug map, the tree and the stats. */
  private putPublished(article: ArticleMeta): void {
    const { _id: id, slug, title, categoryId, order, imageCount, wordCount } = article;
    this.idBySlug.set(slug, id);
    this.published.put({ id, slug, title, categoryId, order, imageCount, wordCount });
  }

  /** Takes a new category list; returns the ids of categories whose path of names changed. */
  private replaceCategories(list: readonly CategoryDoc[]): string[] {
    const before = this.categories;
    const after = new Map(list.map((c) => [c._id, c]));
    if (after.size === before.size && list.every((c) => sameCategory(c, before.get(c._id)))) return [];
    this.categories = after;
    this.published.setCategories(list);
    return [...new Set([...before.keys(), ...after.keys()])].filter((id) => pathKey(id, before) !== pathKey(id, after));
  }

  /** Brings one article's search entry up to date (after the start-up build when it is running). */
  private indexArticle(id: string): void {
    if (this.state === 'loading' || this.state === 'indexing') {
      this.unindexed.add(id);
      return;
    }
    const article = this.articles.get(id);
    if (article) this.index.upsert(toSearchDoc(article, this.categories));
    else this.index.remove(id);
  }

  /** Grows with every change of the published content. */
  get version(): number {
    return this.changes;
  }

  /** The version of the last change that took an article off the site. */
  get takenOffAt(): number {
    return this.lastTakenOff;
  }

  get searchIndex(): SearchIndex {
    return this.index;
  }

  /** Ranked search hits (id, score, tier, excerpt, matched terms), at most 50. */
  searchHits(query: string): SearchHit[] {
    return this.index.search(query.slice(0, LIMITS.searchQueryMax), LIMITS.searchResultsMax);
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
