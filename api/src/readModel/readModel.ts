import { LIMITS, type Article, type Category, type SearchResult, type Stats } from '@kb/contracts';
import { LRUCache } from 'lru-cache';
import type { ArticleDoc, CategoryDoc, Models } from '../models';
import { presentArticle } from '../presenters/article';
import { htmlToText } from '../search/htmlText';
import { SearchIndex, type SearchHit } from '../search/searchIndex';
import { PackedArticles, type ArticleMeta } from './packedArticles';
import { PreparedBodies } from './preparedBodies';
import { PublishedTree } from './publishedTree';
import { handleReadingAhead } from './readAhead';
import { categoryPath, toSearchDoc } from './searchDocs';

export interface ContentChanges {
  categories?: readonly CategoryDoc[];
  articles?: readonly ArticleDoc[];
  removedIds?: readonly string[];
}

/** Presented articles kept (more than the prepared bodies hold, which key on these objects). */
const PRESENTED_MAX = 30_000;
/** Articles per database batch at start-up. */
const LOAD_BATCH = 1000;
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
  private articles = new PackedArticles();
  private idBySlug = new Map<string, string>();
  private categories = new Map<string, CategoryDoc>();
  private presented = new LRUCache<string, Article>({ max: PRESENTED_MAX });
  private published = new PublishedTree();
  private index = new SearchIndex();
  private changes = 0;
  private state: 'loading' | 'indexing' | 'ready' = 'ready';
  /** Changes that arrived before the content was read, and articles changed while it was being indexed. */
  private waiting: ContentChanges[] = [];
  private unindexed = new Set<string>();
  /** Public response bodies, prepared once per published value. */
  readonly bodies = new PreparedBodies();

  get contentReady(): boolean {
    return this.state !== 'loading';
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
    const categoryList = await models.Category.find().lean<CategoryDoc[]>();
    const categories = new Map(categoryList.map((c) => [c._id, c]));
    const builder = SearchIndex.builder({ textOf: (id) => this.textOf(id) });
    const loaded = new PackedArticles();
    await handleReadingAhead(models.Article.find().lean<ArticleDoc[]>().cursor({ batchSize: LOAD_BATCH }), (article: ArticleDoc) => {
      loaded.set(article);
      builder.add(toSearchDoc(article, categories));
    });
    this.categories = new Map();
    this.articles = loaded;
    this.idBySlug = new Map();
    this.published = new PublishedTree();
    this.presented.clear();
    this.state = 'indexing';
    this.applyChanges({ categories: categoryList });
    for (const article of loaded.metas()) this.putPublished(article);
    this.unindexed.clear();
    for (const changes of this.waiting.splice(0)) this.applyChanges(changes);
    this.index = builder.finish();
    this.state = 'ready';
    const unindexed = [...this.unindexed];
    this.unindexed.clear();
    for (const id of unindexed) this.indexArticle(id);
  }

  /** Plain text of a published article for search excerpts (the index keeps none: see SearchIndexOptions). */
  private textOf(id: string): string | undefined {
    const content = this.articles.content(id);
    return content === undefined ? undefined : htmlToText(content);
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
    for (const id of changes.removedIds ?? []) {
      const previous = this.articles.meta(id);
      if (!previous) continue;
      this.articles.delete(id);
      this.idBySlug.delete(previous.slug);
      this.presented.delete(id);
      this.published.remove(id);
      this.indexArticle(id);
    }
    for (const article of changed.values()) {
      const previous = this.articles.meta(article._id);
      if (previous && previous.slug !== article.slug) this.idBySlug.delete(previous.slug);
      this.articles.set(article);
      this.presented.delete(article._id);
      this.putPublished(article);
      this.indexArticle(article._id);
    }
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
    if (this.state !== 'ready') {
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

  get searchIndex(): SearchIndex {
    return this.index;
  }

  /** Ranked search hits (id, score, tier, excerpt, matched terms), at most 50. */
  searchHits(query: string): SearchHit[] {
    return this.index.search(query.slice(0, LIMITS.searchQueryMax), LIMITS.searchResultsMax);
  }

  /** Public search results in the contract's shape (SPEC §3), best first, at most 50. */
  search(query: string): SearchResult[] {
    return this.searchHits(query).flatMap((hit) => {
      const article = this.articleById(hit.id);
      if (!article) return [];
      const { id, slug, title, categoryName, parentCategoryName, readingTime } = article;
      return [{ id, slug, title, excerpt: hit.excerpt, categoryName, parentCategoryName, readingTime, qualityTier: hit.qualityTier }];
    });
  }

  categoryTree(): Category[] {
    return this.published.categoryTree();
  }

  stats(): Stats {
    return this.published.stats();
  }

  category(id: string): CategoryDoc | undefined {
    return this.categories.get(id);
  }

  allArticles(): ArticleDoc[] {
    return this.articles.all();
  }

  articleDoc(id: string): ArticleDoc | undefined {
    return this.articles.get(id);
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
