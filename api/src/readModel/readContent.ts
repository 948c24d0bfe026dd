import type { ArticleDoc, CategoryDoc, Models, SlugRedirectDoc } from '../models';
import { statusOf } from '../models/articleStatus';
import { SearchIndex, type DocContent } from '../search/searchIndex';
import { PackedArticles } from './packedArticles';
import { handleReadingAhead } from './readAhead';
import { groupRedirects } from './slugRedirects';
import { toSearchDoc } from './searchDocs';

/** Articles per database batch at start-up. */
const LOAD_BATCH = 1000;

/** Everything the read model serves, as read from the database at start-up. */
export interface ReadContent {
  categories: CategoryDoc[];
  published: PackedArticles;
  /** Drafts, unpublished and deleted articles: their slugs answer 404, 410 or a redirect. */
  offSite: ArticleDoc[];
  redirects: ReturnType<typeof groupRedirects>;
  /** Finishes the search index over the published articles, built as they arrived. */
  finishIndex(): SearchIndex;
}

/**
 * Reads every category, article and slug redirect, indexing each published article as it arrives
 * (the database reads ahead meanwhile). `contentOf` gives the index an article's text later on.
 */
export async function readContent(models: Models, contentOf: (id: string) => DocContent | undefined): Promise<ReadContent> {
  const categories = await models.Category.find().lean<CategoryDoc[]>();
  const byId = new Map(categories.map((c) => [c._id, c]));
  const builder = SearchIndex.builder({ contentOf });
  const published = new PackedArticles();
  const offSite: ArticleDoc[] = [];
  await handleReadingAhead(models.Article.find().lean<ArticleDoc[]>().cursor({ batchSize: LOAD_BATCH }), (article: ArticleDoc) => {
    if (statusOf(article) !== 'published') return void offSite.push(article);
    published.set(article);
    builder.add(toSearchDoc(article, byId));
  });
  const redirects = groupRedirects(await models.SlugRedirect.find().lean<SlugRedirectDoc[]>());
  return { categories, published, offSite, redirects, finishIndex: () => builder.finish() };
}
