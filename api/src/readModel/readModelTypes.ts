import type { Article } from '@kb/contracts';
import type { ArticleDoc, CategoryDoc } from '../models';
import type { PackedArticlesDump } from './packedArticles';
import type { SearchIndexSnapshot } from '../search/searchIndex';

export interface ContentChanges {
  categories?: readonly CategoryDoc[];
  /** Changed articles in any status: drafts and unpublished ones are kept off the site. */
  articles?: readonly ArticleDoc[];
  removedIds?: readonly string[];
  /** The complete list of old slugs of each article named (replaces what was known of it). */
  redirects?: ReadonlyMap<string, readonly string[]>;
}

/** What a public slug leads to: the article, its current slug (301), or an article taken off the site (410). */
export type SlugState = { kind: 'live'; article: Article } | { kind: 'moved'; slug: string } | { kind: 'gone' } | null;

/** The site's content and its search index, for the snapshot on disk (see readModelSnapshot). */
export interface ReadModelDump {
  categories: CategoryDoc[];
  articles: PackedArticlesDump;
  offSite: ArticleDoc[];
  redirects: [articleId: string, slugs: string[]][];
  index: SearchIndexSnapshot;
}
