import {
  LIMITS,
  type Actor,
  type AdminArticlePage,
  type AdminArticleRow,
  type AdminSearchPage,
  type AdminTreeCategory,
  type ArticleRef,
  type Category,
  type WorkCounts,
  type WorkFilter,
} from '@kb/contracts';
import type { ArticleDoc, CategoryDoc } from '../models';
import { statusOf } from '../models/articleStatus';
import { byOrderThenName } from './categoryTree';
import { foldText } from '../search/normalize';
import type { ArticleMeta } from './packedArticles';
import { categoryPath } from './searchDocs';

const PAGE_SIZE = LIMITS.adminPageSize;

/** What the admin index reads of the read model: all of it already in memory. */
export interface AdminIndexSource {
  categoryDocs(): readonly CategoryDoc[];
  categoryTree(): readonly Category[];
  offSiteArticles(): readonly ArticleDoc[];
  articleMetas(): readonly ArticleMeta[];
}

interface Node {
  doc: CategoryDoc;
  children: CategoryDoc[];
  published: readonly ArticleRef[];
  offSite: ArticleDoc[];
  total: number;
}

type SearchItem = { article: ArticleMeta | ArticleDoc; status: AdminArticleRow['status']; haystack: string; key: string };

/** The articles with a revision in the Review queue, and those with a schedule that needs a publisher (from the database, reviews/workSets.ts). */
export interface WorkSets {
  inReview: ReadonlySet<string>;
  needsPublisher: ReadonlySet<string>;
}

/** Whether a draft is the asker's: created by their person, or by the shared password under their name. */
const isMine = (article: ArticleDoc, asker: Actor) =>
  article.createdBy != null &&
  (asker.personId !== null
    ? article.createdBy.personId === asker.personId
    : article.createdBy.personId === null && article.createdBy.adminName === asker.adminName);

const pageCount = (total: number) => Math.ceil(total / PAGE_SIZE);

/** Each article object's search entry (a changed article is a new object, so entries never go stale): a new version's list reuses them. */
const searchItems = new WeakMap<object, SearchItem>();
function searchItemOf(article: ArticleMeta | ArticleDoc, status: AdminArticleRow['status']): SearchItem {
  let item = searchItems.get(article);
  if (!item || item.status !== status) {
    const key = foldText(article.title);
    item = { article, status, key, haystack: `${key}\n${article.slug}`.replaceAll(SEPARATOR, ' ') };
    searchItems.set(article, item);
  }
  return item;
}

/** Ends each entry in the joined search text: folded titles and slugs never hold it, so no match runs across two entries. */
const SEPARATOR = '\u0000';

/** The entry whose text holds `at`: the last start at or before it. */
function entryAt(starts: Uint32Array, at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Puts `item` in `kept` (in title order, at most `cap` long) when it is among the `cap` first titles seen. */
function keepFirst(kept: SearchItem[], item: SearchItem, cap: number): void {
  if (kept.length === cap && item.key >= kept[cap - 1]!.key) return;
  let low = 0;
  let high = kept.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (kept[mid]!.key <= item.key) low = mid + 1;
    else high = mid;
  }
  kept.splice(low, 0, item);
  if (kept.length > cap) kept.pop();
}

/**
 * The admin console's view of the content (issue 28): the category tree level by level with counts that
 * include drafts and unpublished articles, a category's articles a page at a time, and a title/slug
 * search. Made from the read model (no database query) once per version of its listing: the work is in the
 * number of categories and off-site articles; the published articles' lists are the published tree's own.
 */
export class AdminIndex {
  private readonly nodes = new Map<string, Node>();
  private readonly roots: CategoryDoc[] = [];
  private readonly categories: ReadonlyMap<string, CategoryDoc>;
  private searchable: SearchItem[] | null = null;
  private joined: { items: readonly SearchItem[]; text: string; starts: Uint32Array } | null = null;
  private readonly drafts: ArticleDoc[];
  private readonly live: number;
  /** Every article's id (made with the first counts of this version). */
  private ids: Set<string> | null = null;

  constructor(private readonly source: AdminIndexSource) {
    const docs = source.categoryDocs();
    this.categories = new Map(docs.map((doc) => [doc._id, doc]));
    for (const doc of docs) this.nodes.set(doc._id, { doc, children: [], published: [], offSite: [], total: 0 });
    for (const doc of docs) {
      const parent = doc.parentId ? this.nodes.get(doc.parentId) : undefined;
      (parent ? parent.children : this.roots).push(doc);
    }
    const visit = (nodes: readonly Category[]) => {
      for (const node of nodes) {
        const own = this.nodes.get(node.id);
        if (own) own.published = node.articles;
        visit(node.children);
      }
    };
    visit(source.categoryTree());
    for (const article of source.offSiteArticles()) this.nodes.get(article.categoryId)?.offSite.push(article);
    for (const node of this.nodes.values()) {
      node.children.sort(byOrderThenName);
      node.offSite.sort(byOrderThenName);
    }
    this.roots.sort(byOrderThenName);
    const totals = (id: string, seen: Set<string>): number => {
      const node = this.nodes.get(id)!;
      if (seen.has(id)) return 0;
      seen.add(id);
      node.total = node.published.length + node.offSite.length + node.children.reduce((sum, child) => sum + totals(child._id, seen), 0);
      return node.total;
    };
    const seen = new Set<string>();
    for (const root of this.roots) totals(root._id, seen);
    this.drafts = source.offSiteArticles().filter((article) => statusOf(article) === 'draft');
    this.live = source.articleMetas().length;
  }

  /** How many articles each filter finds, and how many are live (drafts are not). */
  counts(sets: WorkSets, asker: Actor): WorkCounts {
    this.ids ??= new Set(this.searchList().map((item) => item.article._id));
    const known = (ids: ReadonlySet<string>) => [...ids].filter((id) => this.ids!.has(id)).length;
    return {
      live: this.live,
      drafts: this.drafts.length,
      myDrafts: this.drafts.filter((article) => isMine(article, asker)).length,
      inReview: known(sets.inReview),
      needsPublisher: known(sets.needsPublisher),
    };
  }

  /** Which articles a filter keeps, as a test of a search entry. */
  only(filter: WorkFilter, sets: WorkSets, asker: Actor): (item: SearchItem) => boolean {
    switch (filter) {
      case 'drafts':
        return (item) => item.status === 'draft';
      case 'myDrafts':
        return (item) => item.status === 'draft' && isMine(item.article as ArticleDoc, asker);
      case 'inReview':
        return (item) => sets.inReview.has(item.article._id);
      case 'needsPublisher':
        return (item) => sets.needsPublisher.has(item.article._id);
    }
  }

  /** The child categories of `parentId` (the top level when undefined); null for an unknown category. */
  level(parentId: string | undefined): AdminTreeCategory[] | null {
    const docs = parentId === undefined ? this.roots : this.nodes.get(parentId)?.children;
    return docs?.map((doc) => this.summary(doc._id)) ?? null;
  }

  /** One page of a category's own articles: the published ones in site order, then drafts and unpublished ones; null for an unknown category. */
  articles(categoryId: string, page: number): AdminArticlePage | null {
    const node = this.nodes.get(categoryId);
    if (!node) return null;
    const total = node.published.length + node.offSite.length;
    const rows: AdminArticleRow[] = [];
    for (let i = page * PAGE_SIZE; i < Math.min(total, (page + 1) * PAGE_SIZE); i++) {
      const published = node.published[i];
      if (published) rows.push({ id: published.id, title: published.title, slug: published.slug, status: 'published' });
      else {
        const article = node.offSite[i - node.published.length]!;
        rows.push({ id: article._id, title: article.title, slug: article.slug, status: statusOf(article) });
      }
    }
    return { rows, page, pageCount: pageCount(total), total };
  }

  /**
   * Articles of every status whose title or slug holds every word typed (case and accents folded): titles
   * that start with the query first, then titles that hold it, then the rest; by title within each. One
   * pass over the titles, keeping only the first titles of each kind that the page needs (a search for one
   * letter matches nearly everything).
   */
  search(query: string, page: number, only?: (item: SearchItem) => boolean): AdminSearchPage {
    const q = foldText(query.trim()).replaceAll(SEPARATOR, '');
    const [first = '', ...others] = q
      .split(/\s+/)
      .filter(Boolean)
      .sort((a, b) => b.length - a.length);
    const cap = (page + 1) * PAGE_SIZE;
    const kinds: SearchItem[][] = [[], [], []];
    let total = 0;
    const consider = (item: SearchItem) => {
      const { haystack, key } = item;
      if (only && !only(item)) return;
      if (!others.every((word) => haystack.includes(word))) return;
      total += 1;
      keepFirst(kinds[key.startsWith(q) ? 0 : key.includes(q) ? 1 : 2]!, item, cap);
    };
    if (first) {
      // The entries that hold the longest word, found by searching all their text at once (one string search over
      // 100,000 titles is several times faster than 100,000), each considered once, in list order.
      const { items, text, starts } = this.searchText();
      for (let at = text.indexOf(first); at !== -1;) {
        const index = entryAt(starts, at);
        consider(items[index]!);
        at = index + 1 < items.length ? text.indexOf(first, starts[index + 1]!) : -1;
      }
    } else if (only) {
      // Without words only a filter lists anything: all it keeps, by title.
      for (const item of this.searchList()) consider(item);
    }
    const rows = kinds
      .flat()
      .slice(page * PAGE_SIZE, cap)
      .map(({ article, status }) => ({ id: article._id, title: article.title, slug: article.slug, status, path: this.pathOf(article.categoryId) }));
    return { rows, page, pageCount: pageCount(total), total };
  }

  /** Every article's search entry: made on the first search of this version, from the entries of earlier ones. */
  private searchList(): readonly SearchItem[] {
    if (!this.searchable) {
      const items: SearchItem[] = [];
      for (const article of this.source.articleMetas()) items.push(searchItemOf(article, 'published'));
      for (const article of this.source.offSiteArticles()) items.push(searchItemOf(article, statusOf(article)));
      this.searchable = items;
    }
    return this.searchable;
  }

  /** Every entry's title and slug in one string (one separator after each), with where each entry starts. */
  private searchText(): { items: readonly SearchItem[]; text: string; starts: Uint32Array } {
    if (!this.joined) {
      const items = this.searchList();
      const starts = new Uint32Array(items.length);
      let length = 0;
      items.forEach((item, i) => {
        starts[i] = length;
        length += item.haystack.length + 1;
      });
      this.joined = { items, text: items.map((item) => item.haystack).join(SEPARATOR) + SEPARATOR, starts };
    }
    return this.joined;
  }

  /** Category names from the top level down to this category. */
  pathOf(categoryId: string): string[] {
    return categoryPath(categoryId, this.categories);
  }

  private summary(id: string): AdminTreeCategory {
    const { doc, children, published, offSite, total } = this.nodes.get(id)!;
    return { id, name: doc.name, articleCount: total, ownArticleCount: published.length + offSite.length, childCount: children.length };
  }
}

const indexes = new WeakMap<object, { version: number; index: AdminIndex }>();

/**
 * The admin index of a read model, made once per version of its listing: a publish that only changes an article's
 * text leaves it as it is (at 100,000 articles, making it again took about 40 ms of the event loop per publish).
 */
export function adminIndexOf(readModel: AdminIndexSource & { listingVersion: number }): AdminIndex {
  const kept = indexes.get(readModel);
  if (kept && kept.version === readModel.listingVersion) return kept.index;
  const index = new AdminIndex(readModel);
  indexes.set(readModel, { version: readModel.listingVersion, index });
  return index;
}
