import { LIMITS, type Article, type Category, type Stats } from '@kb/contracts';
import { LRUCache } from 'lru-cache';
import type { ArticleDoc, CategoryDoc, VersionArticleDoc } from '../models';
import { presentArticle } from './presentArticle';
import type { DocContent, SearchHit, SearchIndex } from '../search/searchIndex';
import type { EditionView } from './editionView';
import { PackedArticles, type ArticleMeta } from './packedArticles';
import { PublishedTree } from './publishedTree';
import type { ResponseCache } from './responseCache';
import { SearchAnswers, type SearchAnswer } from './searchAnswers';
import { categoryPath, sectionHeadings, toSearchDoc } from './searchDocs';
import { htmlToText } from '../search/htmlText';
import { sidebarOf, type SidebarTree } from './sidebarTree';
import type { SlugState } from './readModelTypes';
import { withVersionLinks } from './versionLinks';
import { rowOf } from './versionRows';

/** What an overlay reads of the main line (the ReadModel). */
export interface MainLine {
  readonly version: number;
  readonly cache: ResponseCache;
  readonly searchIndex: SearchIndex;
  liveId(slug: string): string | undefined;
  redirectTarget(slug: string): string | undefined;
  meta(id: string): ArticleMeta | undefined;
  articleById(id: string): Article | null;
  articleDoc(id: string): ArticleDoc | undefined;
  categoryMap(): ReadonlyMap<string, CategoryDoc>;
  searchCounted(query: string, limit: number, include: (id: string) => boolean): { hits: SearchHit[]; matched: number };
  passages(hit: Pick<SearchHit, 'id' | 'matchedTerms' | 'section'>, count: number): string[];
}

const PRESENTED_MAX = 2000;

/**
 * One fork in memory, laid over the main line's read model: an article the fork shows as the main line does
 * is only an id in `shared` (its packed article, presented article, prepared body and search postings are the
 * main line's); an article changed in the fork (or left behind by the main line) is packed here and indexed in
 * the main index under `v:<versionId>:<articleId>` (a small index of its own cost some 70 KB an article in
 * MiniSearch's per-term maps; in the main one a few bytes a term). Its search is the main index filtered to the
 * shared articles and its own entries (so one ranking); the main line's leaves every `v:` entry out.
 * The tree and stats are the fork's own (an entry per article, its fields shared with the main line's metas).
 */
export class VersionOverlay implements EditionView {
  private readonly shared = new Set<string>();
  private readonly own = new PackedArticles();
  private readonly ownRevisions = new Map<string, string | null>();
  private readonly ownBySlug = new Map<string, string>();
  /** Articles unpublished in this version: their rows (few), and their slugs (410). */
  private readonly off = new Map<string, VersionArticleDoc>();
  private readonly goneSlugs = new Map<string, string>();
  private readonly tree = new PublishedTree();
  /** This version's entries in the main index. */
  private readonly indexed = new Set<string>();
  private readonly presented = new LRUCache<string, Article>({ max: PRESENTED_MAX });
  /** Articles with links as this version presents them (see withVersionLinks), with what they were made from. */
  private readonly linked = new LRUCache<string, { base: Article; stamp: number; article: Article }>({ max: PRESENTED_MAX });
  /** Grows when what links resolve to changes: the version's name, or the articles it holds. */
  private linkStamp = 0;
  private name = '';
  private readonly searches: SearchAnswers;
  private changes = 0;

  constructor(
    readonly id: string,
    private readonly main: MainLine,
  ) {
    this.tree.setCategories([...main.categoryMap().values()]);
    this.searches = new SearchAnswers(
      main.cache,
      (query, limit) => this.searchCounted(query, limit),
      (id) => this.articleById(id),
    );
  }

  get version(): number {
    return this.main.version + this.changes;
  }

  get searchIndex(): SearchIndex {
    return this.main.searchIndex;
  }

  bodyKey(key: string, articleId?: string): string {
    const asMainLine = articleId !== undefined && this.shared.has(articleId) && this.articleById(articleId) === this.main.articleById(articleId);
    return asMainLine ? key : `v:${this.id}:${key}`;
  }

  /** The version's name (its URLs' `/v/<name>/`), which its articles' links are presented under. */
  named(name: string): void {
    if (name === this.name) return;
    this.name = name;
    this.linkStamp += 1;
  }

  /** Articles on the site in this version. */
  get size(): number {
    return this.shared.size + this.own.size;
  }

  /** Articles this version shows otherwise than the main line (changed, kept as they were, or taken off). */
  get changed(): number {
    return this.own.size + this.off.size;
  }

  /**
   * Puts a row in place. `shared`: the main line shows exactly this (its revision and settings), so nothing is
   * kept but the id; otherwise the row's fields (or, without them, the main line's content) with its settings.
   */
  place(row: VersionArticleDoc, shared: boolean): void {
    const id = row.articleId;
    this.forget(id);
    this.changes += 1;
    this.linkStamp += 1;
    if (row.status !== 'published') {
      this.off.set(id, row);
      this.goneSlugs.set(row.settings.slug, id);
      return;
    }
    const meta = this.main.meta(id);
    if (shared && meta) {
      this.shared.add(id);
      this.putEntry(meta);
      return;
    }
    const base = this.main.articleDoc(id);
    const doc: ArticleDoc = {
      createdAt: row.fields?.updatedAt ?? new Date(0),
      headings: [],
      content: '',
      wordCount: 0,
      imageCount: 0,
      readingTime: 1,
      updatedAt: new Date(0),
      ...base,
      ...row.settings,
      ...row.fields,
      _id: id,
      publishedRevisionId: row.revisionId,
      status: 'published',
    };
    this.own.set(doc);
    this.ownRevisions.set(id, row.revisionId);
    this.ownBySlug.set(doc.slug, id);
    this.putEntry(doc);
    this.indexed.add(this.indexId(id));
    this.main.searchIndex.upsert(toSearchDoc({ ...doc, _id: this.indexId(id) }, this.main.categoryMap()));
  }

  /** The main index's id of an article changed in this version. */
  private indexId(articleId: string): string {
    return `v:${this.id}:${articleId}`;
  }

  /** Text and headings of an entry of this version in the main index (for excerpts). */
  contentOf(indexId: string): DocContent | undefined {
    const doc = this.own.get(indexId.slice(this.id.length + 3));
    return doc && { text: htmlToText(doc.content), headings: sectionHeadings(doc) };
  }

  /** The main line is about to change or drop `before`: a fork that shows it keeps it as it is. */
  keep(before: ArticleDoc): void {
    if (this.shared.has(before._id)) this.place(rowOf(before, this.id, true), false);
  }

  /** Categories are shared by every version: a change re-places the tree and re-indexes the changed articles. */
  categoriesChanged(): void {
    this.changes += 1;
    this.tree.setCategories([...this.main.categoryMap().values()]);
    this.presented.clear();
    for (const meta of this.own.metas())
      this.main.searchIndex.upsert(toSearchDoc({ ...this.own.get(meta._id)!, _id: this.indexId(meta._id) }, this.main.categoryMap()));
  }

  private putEntry(meta: ArticleMeta): void {
    const { _id: id, slug, title, categoryId, order, imageCount, wordCount } = meta;
    this.tree.put({ id, slug, title, categoryId, order, imageCount, wordCount });
  }

  private forget(id: string): void {
    const offRow = this.off.get(id);
    if (offRow && this.goneSlugs.get(offRow.settings.slug) === id) this.goneSlugs.delete(offRow.settings.slug);
    this.off.delete(id);
    this.shared.delete(id);
    const meta = this.own.meta(id);
    if (meta && this.ownBySlug.get(meta.slug) === id) this.ownBySlug.delete(meta.slug);
    this.own.delete(id);
    this.ownRevisions.delete(id);
    this.presented.delete(id);
    if (this.indexed.delete(this.indexId(id))) this.main.searchIndex.remove(this.indexId(id));
    this.tree.remove(id);
  }

  /** The fork is deleted: its entries leave the main index. */
  dispose(): void {
    for (const id of this.indexed) this.main.searchIndex.remove(id);
    this.indexed.clear();
  }

  /** The row this version keeps of an article (as forking it again would copy it), or undefined when it has none. */
  row(articleId: string): VersionArticleDoc | undefined {
    const doc = this.articleDoc(articleId);
    return this.off.get(articleId) ?? (doc && rowOf(doc, this.id, !this.shared.has(articleId)));
  }

  /** Ids of every article this version has a row for. */
  articleIds(): string[] {
    return [...this.shared, ...this.ownRevisions.keys(), ...this.off.keys()];
  }

  isShared(articleId: string): boolean {
    return this.shared.has(articleId);
  }

  slugOf(articleId: string): string | undefined {
    return this.own.meta(articleId)?.slug ?? (this.shared.has(articleId) ? this.main.meta(articleId)?.slug : undefined);
  }

  slugState(slug: string): SlugState {
    const ownId = this.ownBySlug.get(slug);
    const mainId = this.main.liveId(slug);
    const id = ownId ?? (mainId !== undefined && this.shared.has(mainId) ? mainId : undefined);
    const article = id === undefined ? null : this.articleById(id);
    if (article) return { kind: 'live', article };
    if (this.goneSlugs.has(slug)) return { kind: 'gone' };
    const target = this.main.redirectTarget(slug) ?? mainId;
    const moved = target === undefined ? undefined : this.slugOf(target);
    return moved !== undefined && moved !== slug ? { kind: 'moved', slug: moved } : null;
  }

  /** The article as readers of this version get it: its links to articles the version holds lead into the version. */
  articleById(id: string): Article | null {
    const base = this.shared.has(id) ? this.main.articleById(id) : this.ownArticle(id);
    if (!base || !base.content.includes('href="/article/')) return base;
    const kept = this.linked.get(id);
    if (kept?.base === base && kept.stamp === this.linkStamp) return kept.article;
    const content = withVersionLinks(base.content, this.name, (ref) => this.slugHere(ref));
    const article = content === base.content ? base : kept?.base === base && kept.article.content === content ? kept.article : { ...base, content };
    this.linked.set(id, { base, stamp: this.linkStamp, article });
    return article;
  }

  /** The slug of the article a link names (a slug, an old slug or an id) in this version, or undefined when the version lacks it. */
  private slugHere(ref: string): string | undefined {
    if (this.ownBySlug.has(ref)) return ref;
    if (this.goneSlugs.has(ref)) return undefined;
    const mainId = this.main.liveId(ref);
    return this.slugOf(mainId ?? this.main.redirectTarget(ref) ?? ref);
  }

  private ownArticle(id: string): Article | null {
    const cached = this.presented.get(id);
    if (cached) return cached;
    const doc = this.own.get(id);
    if (!doc) return null;
    const categories = this.main.categoryMap();
    const category = categories.get(doc.categoryId);
    const article = presentArticle(doc, category, category?.parentId ? categories.get(category.parentId) : undefined);
    this.presented.set(id, article);
    return article;
  }

  articleDoc(id: string): ArticleDoc | undefined {
    return this.shared.has(id) ? this.main.articleDoc(id) : this.own.get(id);
  }

  articleMetas(): ArticleMeta[] {
    return [...[...this.shared].map((id) => this.main.meta(id)!), ...this.own.metas()];
  }

  categoryNames(articleId: string): string[] {
    const meta = this.own.meta(articleId) ?? (this.shared.has(articleId) ? this.main.meta(articleId) : undefined);
    return meta ? categoryPath(meta.categoryId, this.main.categoryMap()) : [];
  }

  categoryTree(): Category[] {
    return this.tree.categoryTree();
  }

  sidebar(): SidebarTree {
    return sidebarOf(this.categoryTree());
  }

  stats(): Stats {
    return this.tree.stats();
  }

  search(query: string, limit: number = LIMITS.searchResultsMax): SearchAnswer {
    return this.searches.answer(query, limit, this.version);
  }

  searchHits(query: string): SearchHit[] {
    return this.searchCounted(query.slice(0, LIMITS.searchQueryMax), LIMITS.searchResultsMax).hits;
  }

  passages(hit: Pick<SearchHit, 'id' | 'matchedTerms' | 'section'>, count: number): string[] {
    return this.main.passages(this.shared.has(hit.id) ? hit : { ...hit, id: this.indexId(hit.id) }, count);
  }

  /** The main index filtered to the shared articles and this version's own entries (named by their article ids). */
  private searchCounted(query: string, limit: number): { hits: SearchHit[]; matched: number } {
    const found = this.main.searchCounted(query, limit, (id) => this.shared.has(id) || this.indexed.has(id));
    const prefix = this.indexId('');
    return { ...found, hits: found.hits.map((hit) => (hit.id.startsWith(prefix) ? { ...hit, id: hit.id.slice(prefix.length) } : hit)) };
  }
}
