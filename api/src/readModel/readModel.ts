import { DEFAULT_SITE_BRANDING, type SiteBranding } from '@kb/contracts';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { ArticleDoc, CategoryDoc, Models } from '../models';
import { statusOf } from '../models/articleStatus';
import { htmlToText } from '../search/htmlText';
import { SearchIndex, type DocContent } from '../search/searchIndex';
import type { EditionView } from './editionView';
import { MainLineReads } from './mainLineReads';
import { OffSiteArticles } from './offSiteArticles';
import { PackedArticles, type ArticleMeta } from './packedArticles';
import { PreparedBodies } from './preparedBodies';
import { PublishedTree } from './publishedTree';
import { SlugRedirects } from './slugRedirects';
import { readContent } from './readContent';
import { categoryPath, sectionHeadings, toSearchDoc } from './searchDocs';
import type { ContentChanges, ReadModelDump } from './readModelTypes';
import { loadVersions } from './versionRows';
import { VersionSet } from './versionSet';

export type { ContentChanges, ReadModelDump, SlugState } from './readModelTypes';

/** A fork's entry in the main index is `v:<versionId>:<articleId>` (see VersionOverlay). */
const notInFork = (id: string) => !id.startsWith('v:');

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
export class ReadModel extends MainLineReads {
  /** This instance's id: the events it writes carry it (`writer`), and its own follower skips them (applied here already). */
  readonly instanceId = randomUUID();
  /** The named versions, and an overlay per fork (docs/decisions/0066-versions-the-api.md); this is the main line. */
  readonly versions = new VersionSet(this);
  private branding: SiteBranding = DEFAULT_SITE_BRANDING;
  /** Changes that arrived before the content was read, and articles changed while it was being indexed. */
  private waiting: ContentChanges[] = [];
  private unindexed = new Set<string>();
  /** Public response bodies, prepared once per published value, in the response cache. */
  readonly bodies = new PreparedBodies(this.cache);

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
    await loadVersions(models, this);
  }

  /** The view of a version by name (the main line without one); versionNotFound for an unknown or hidden one. */
  edition(version?: string): EditionView {
    return this.versions.view(version);
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
    // A change like any other: answers kept from what was here before are not current any more.
    this.changes += 1;
    this.listingChanges += 1;
    this.offSite = new OffSiteArticles();
    this.redirects = new SlugRedirects();
  }

  /** Serves a restored snapshot. */
  release(): void {
    if (this.state === 'restoring') this.state = 'ready';
  }

  protected mainOnly(): ((id: string) => boolean) | undefined {
    return this.versions.any ? notInFork : undefined;
  }

  /** Plain text and headings of a published article for search sections (the index keeps none: see SearchIndexOptions). */
  private contentOf(id: string): DocContent | undefined {
    if (id.startsWith('v:')) return this.versions.contentOf(id);
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
    if (changes.removedIds?.length || (changes.articles ?? []).some((article) => !this.listedAlike(article))) this.listingChanges += 1;
    for (const article of changes.articles ?? []) this.versions.mainChanging(article._id, () => this.articles.get(article._id), article);
    for (const id of changes.removedIds ?? []) this.versions.mainChanging(id, () => this.articles.get(id), undefined);
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

  /** Whether the admin console lists `article` as it lists what is here now (published, or off the site as a draft by its author…). */
  private listedAlike(article: ArticleDoc): boolean {
    const published = this.articles.meta(article._id);
    const before = published ?? this.offSite.get(article._id);
    if (!before) return false;
    const same = (field: 'title' | 'slug' | 'categoryId' | 'order') => before[field] === article[field];
    if (!same('title') || !same('slug') || !same('categoryId') || !same('order')) return false;
    if (published) return statusOf(article) === 'published';
    const off = before as ArticleDoc;
    return statusOf(off) === statusOf(article) && isDeepStrictEqual(off.createdBy ?? null, article.createdBy ?? null);
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
    this.listingChanges += 1;
    this.published.setCategories(list);
    this.versions.categoriesChanged();
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
}
