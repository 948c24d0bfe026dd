import type { ArticleRef, Category, Stats } from '@kb/contracts';
import type { CategoryDoc } from '../models';
import { buildCategoryTree, byOrderThenName, toRef, type TreeArticle } from './categoryTree';

/** What the tree and the stats need of a published article. */
export interface TreeEntry extends TreeArticle {
  imageCount: number;
  wordCount: number;
}

const sameTreePlace = (a: TreeEntry, b: TreeEntry) => a.slug === b.slug && a.title === b.title && a.categoryId === b.categoryId && a.order === b.order;

/**
 * The category tree with counts, and the stats, kept up to date article by article: a publish
 * costs the same at 100 articles as at 100,000. Each category's ordered article list is kept and
 * re-sorted only when one of its articles is added, removed, renamed or moved; the tree is
 * re-assembled from those lists (work in the number of categories) only when it changed — a
 * content edit leaves it as it is. Both values are immutable and replaced when they change, so
 * prepared response bodies know when they are stale.
 */
export class PublishedTree {
  private categories: readonly CategoryDoc[] = [];
  private readonly entries = new Map<string, TreeEntry>();
  private readonly members = new Map<string, Set<string>>();
  private readonly ordered = new Map<string, ArticleRef[]>();
  private tree: Category[] | null = null;
  private totals: Stats = { articles: 0, images: 0, words: 0 };

  setCategories(categories: readonly CategoryDoc[]): void {
    this.categories = categories;
    this.tree = null;
  }

  /** Adds or updates one article. */
  put(entry: TreeEntry): void {
    const previous = this.entries.get(entry.id);
    this.entries.set(entry.id, entry);
    if (!previous || previous.imageCount !== entry.imageCount || previous.wordCount !== entry.wordCount) {
      this.count(previous, -1);
      this.count(entry, 1);
    }
    if (previous && sameTreePlace(previous, entry)) return;
    if (previous) this.leave(previous);
    let members = this.members.get(entry.categoryId);
    if (!members) this.members.set(entry.categoryId, (members = new Set()));
    members.add(entry.id);
    this.ordered.delete(entry.categoryId);
    this.tree = null;
  }

  remove(id: string): void {
    const previous = this.entries.get(id);
    if (!previous) return;
    this.entries.delete(id);
    this.count(previous, -1);
    this.leave(previous);
    this.tree = null;
  }

  /** Ids of the articles placed directly in a category. */
  articleIdsIn(categoryId: string): ReadonlySet<string> {
    return this.members.get(categoryId) ?? new Set();
  }

  categoryTree(): Category[] {
    this.tree ??= buildCategoryTree(this.categories, (id) => this.orderedIn(id));
    return this.tree;
  }

  stats(): Stats {
    return this.totals;
  }

  private orderedIn(categoryId: string): ArticleRef[] {
    let list = this.ordered.get(categoryId);
    if (!list) {
      const entries = [...(this.members.get(categoryId) ?? [])].map((id) => this.entries.get(id)!);
      list = entries.sort(byOrderThenName).map(toRef);
      this.ordered.set(categoryId, list);
    }
    return list;
  }

  private leave(entry: TreeEntry): void {
    this.members.get(entry.categoryId)?.delete(entry.id);
    this.ordered.delete(entry.categoryId);
  }

  private count(entry: TreeEntry | undefined, sign: 1 | -1): void {
    if (!entry) return;
    this.totals = {
      articles: this.totals.articles + sign,
      images: this.totals.images + sign * entry.imageCount,
      words: this.totals.words + sign * entry.wordCount,
    };
  }
}
