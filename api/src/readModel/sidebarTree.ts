import {
  LIMITS,
  sidebarCategoryOf,
  type Category,
  type CategoryListing,
  type SidebarCategory,
  type SidebarCategoryPage,
  type SidebarPath,
} from '@kb/contracts';
import { LRUCache } from 'lru-cache';

interface Placed {
  node: Category;
  parentId: string | null;
  summary: SidebarCategory;
}

/** Paths kept per tree (each shares its pages with the others, so an entry is a few small arrays). */
const PATHS_MAX = 20_000;
const PAGE_SIZE = LIMITS.sidebarPageSize;

/**
 * The visitor sidebar's answers over one published category tree: the top-level categories, a
 * category's page of articles with its children, and the way to an article. Each answer is made once
 * per tree and then handed out as the same object (so its prepared body stays valid until the tree
 * changes); the tree is immutable and replaced on a publish that moves, adds, removes or renames an
 * article or a category, which gives a new SidebarTree (see `sidebarOf`).
 */
export class SidebarTree {
  readonly roots: SidebarCategory[];
  private readonly nodes = new Map<string, Placed>();
  private readonly idBySlug = new Map<string, string>();
  private readonly listings = new LRUCache<string, CategoryListing>({ max: PATHS_MAX });
  private readonly pages = new Map<string, SidebarCategoryPage>();
  private readonly paths = new LRUCache<string, SidebarPath>({ max: PATHS_MAX });
  /** Where each article sits (category and position), made on the first path asked for. */
  private places: Map<string, { categoryId: string; index: number }> | null = null;

  constructor(tree: readonly Category[]) {
    const visit = (nodes: readonly Category[], parentId: string | null) => {
      for (const node of nodes) {
        this.nodes.set(node.id, { node, parentId, summary: sidebarCategoryOf(node) });
        this.idBySlug.set(node.slug, node.id);
        visit(node.children, node.id);
      }
    };
    visit(tree, null);
    this.roots = tree.map((node) => this.nodes.get(node.id)!.summary);
  }

  /** One page of a category's own articles and its child categories; null for an unknown category. */
  page(categoryId: string, page: number): SidebarCategoryPage | null {
    const placed = this.nodes.get(categoryId);
    if (!placed) return null;
    const key = `${categoryId}:${page}`;
    let answer = this.pages.get(key);
    if (!answer) {
      const { node, summary } = placed;
      answer = {
        category: summary,
        page,
        pageCount: Math.ceil(node.articles.length / PAGE_SIZE),
        articles: node.articles.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map(({ slug, title }) => ({ slug, title })),
        children: node.children.map((child) => this.nodes.get(child.id)!.summary),
      };
      this.pages.set(key, answer);
    }
    return answer;
  }

  /** A category's page (`/category/<slug>`): a page of its articles, its children and the categories above it; null for an unknown one or page. */
  listing(slug: string, page: number): CategoryListing | null {
    const id = this.idBySlug.get(slug);
    const key = `${slug}:${page}`;
    const cached = this.listings.get(key);
    if (cached || !id) return cached ?? null;
    const contents = this.page(id, page)!;
    if (page > 0 && page >= contents.pageCount) return null;
    const ancestors: CategoryListing['ancestors'] = [];
    for (let up = this.nodes.get(id)!.parentId; up && ancestors.length < this.nodes.size; up = this.nodes.get(up)!.parentId) {
      const { slug: upSlug, name } = this.nodes.get(up)!.node;
      ancestors.unshift({ slug: upSlug, name });
    }
    const listing = { ...contents, ancestors };
    this.listings.set(key, listing);
    return listing;
  }

  /** The categories from the top level down to the article's, the last at the article's page; null when it is in none. */
  pathTo(slug: string): SidebarPath | null {
    const cached = this.paths.get(slug);
    if (cached) return cached;
    const place = this.placeOf(slug);
    if (!place) return null;
    const ids: string[] = [];
    for (let id: string | null = place.categoryId; id && !ids.includes(id); id = this.nodes.get(id)?.parentId ?? null) ids.unshift(id);
    const last = ids.length - 1;
    const path = { categories: ids.map((id, i) => this.page(id, i === last ? Math.floor(place.index / PAGE_SIZE) : 0)!) };
    this.paths.set(slug, path);
    return path;
  }

  private placeOf(slug: string) {
    if (!this.places) {
      this.places = new Map();
      for (const { node } of this.nodes.values()) node.articles.forEach((article, index) => this.places!.set(article.slug, { categoryId: node.id, index }));
    }
    return this.places.get(slug);
  }
}

const trees = new WeakMap<readonly Category[], SidebarTree>();

/** The sidebar of a published tree, made once per tree. */
export function sidebarOf(tree: readonly Category[]): SidebarTree {
  let sidebar = trees.get(tree);
  if (!sidebar) trees.set(tree, (sidebar = new SidebarTree(tree)));
  return sidebar;
}
