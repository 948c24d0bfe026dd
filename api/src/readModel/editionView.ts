import type { Article, Category, Stats } from '@kb/contracts';
import type { ArticleDoc } from '../models';
import type { SearchHit, SearchIndex } from '../search/searchIndex';
import type { ArticleMeta } from './packedArticles';
import type { SearchAnswer } from './searchAnswers';
import type { SidebarTree } from './sidebarTree';
import type { SlugState } from './readModelTypes';

/**
 * What the public reads ask of one version of the site: the main line (the read model itself) or a fork (a
 * VersionOverlay over it). Prepared bodies are keyed with `bodyKey`, so a version's answer is never another's.
 */
export interface EditionView {
  /** Grows with every change this view shows (search caches key on it). */
  readonly version: number;
  /** The prepared-body key of a value `key` names in this version (an article shared with the main line keeps its key). */
  bodyKey(key: string, articleId?: string): string;
  slugState(slug: string): SlugState;
  /** The slug of an article this version holds on the site. */
  slugOf(articleId: string): string | undefined;
  articleById(id: string): Article | null;
  articleDoc(id: string): ArticleDoc | undefined;
  articleMetas(): ArticleMeta[];
  categoryNames(articleId: string): string[];
  categoryTree(): Category[];
  sidebar(): SidebarTree;
  stats(): Stats;
  search(query: string, limit?: number): SearchAnswer;
  searchHits(query: string): SearchHit[];
  /** The main line's index (its vocabulary gives spelling corrections in every version). */
  readonly searchIndex: SearchIndex;
  /** Sentences of a hit's section for summaries. */
  passages(hit: Pick<SearchHit, 'id' | 'matchedTerms' | 'section'>, count: number): string[];
}
