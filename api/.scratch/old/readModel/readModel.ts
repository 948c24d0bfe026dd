import { LIMITS, type Article, type Category, type SearchResult, type Stats } from '@kb/contracts';
import type { ArticleDoc, CategoryDoc, Models } from '../../../src/models';
import { presentArticle } from '../../../src/presenters/article';
import { presentCategoryTree } from '../presenters/categoryTree';
import { SearchIndex, type SearchHit } from '../../../src/search/searchIndex';
import { categoryPath, toSearchDoc } from '../../../src/readModel/searchDocs';

/**
 * The published site in memory: public reads never query the database. Loaded once at start and
 * updated when an article is published; derived values (tree, counts, stats) are rebuilt then, and
 * the search index is updated article by article (the last step of the content pipeline).
 * `version` grows with every change, so caches of derived answers (summaries) can key on it.
 */
export class ReadModel {
  private articles = new Map<string, ArticleDoc>();
  private idBySlug = new Map<string, string>();
  private categories = new Map<string, CategoryDoc>();
  private presented = new Map<string, Article>();
  private tree: Category[] = [];
  private totals: Stats = { articles: 0, images: 0, words: 0 };
  private index = new SearchIndex();
  private changes = 0;

  async load(models: Models): Promise<void> {
    const [categories, articles] = await Promise.all([
      models.Category.find().lean<CategoryDoc[]>(),
      models.Article.find().lean<ArticleDoc[]>(),
    ]);
    this.replaceAll(categories, articles);
  }

  replaceAll(categories: readonly CategoryDoc[], articles: readonly ArticleDoc[]): void {
    this.categories = new Map(categories.map((c) => [c._id, c]));
    this.articles = new Map(articles.map((a) => [a._id, a]));
    this.idBySlug = new Map(articles.map((a) => [a.slug, a._id]));
    this.index = SearchIndex.build(articles.map((article) => toSearchDoc(article, this.categories)));
    this.rebuild();
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
   * article ids; the tree and stats are rebuilt once. Articles whose category path changed name are
   * re-indexed.
   */
  applyChanges(changes: { categories?: readonly CategoryDoc[]; articles?: readonly ArticleDoc[]; removedIds?: readonly string[] }): void {
    const changed = new Map((changes.articles ?? []).map((a) => [a._id, a]));
    if (changes.categories) {
      const before = this.categories;
      this.categories = new Map(changes.categories.map((c) => [c._id, c]));
      for (const article of this.articles.values()) {
        const path = (map: ReadonlyMap<string, CategoryDoc>) => categoryPath(article.categoryId, map).join('\u0000');
        if (!changed.has(article._id) && path(before) !== path(this.categories)) changed.set(article._id, article);
      }
    }
    for (const id of changes.removedIds ?? []) {
      const previous = this.articles.get(id);
      if (!previous) continue;
      this.articles.delete(id);
      this.idBySlug.delete(previous.slug);
      this.index.remove(id);
    }
    for (const article of changed.values()) {
      const previous = this.articles.get(article._id);
      if (previous && previous.slug !== article.slug) this.idBySlug.delete(previous.slug);
      this.articles.set(article._id, article);
      this.idBySlug.set(article.slug, article._id);
      this.index.upsert(toSearchDoc(article, this.categories));
    }
    this.rebuild();
  }

  private rebuild(): void {
    this.changes += 1;
    this.presented.clear();
    const list = [...this.articles.values()];
    this.tree = presentCategoryTree(
      [...this.categories.values()],
      list.map((a) => ({ id: a._id, slug: a.slug, title: a.title, categoryId: a.categoryId, order: a.order })),
    );
    this.totals = list.reduce(
      (sum, a) => ({ articles: sum.articles + 1, images: sum.images + a.imageCount, words: sum.words + a.wordCount }),
      { articles: 0, images: 0, words: 0 },
    );
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
    return this.tree;
  }

  stats(): Stats {
    return this.totals;
  }

  category(id: string): CategoryDoc | undefined {
    return this.categories.get(id);
  }

  allArticles(): ArticleDoc[] {
    return [...this.articles.values()];
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
