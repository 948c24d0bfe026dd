import type { ArticleDoc } from '../src/models';
import type { ReadModel } from '../src/readModel/readModel';

/** Every published article as the read model holds it, in load order (the seed's order on a seeded database). */
export function publishedArticles(readModel: ReadModel): ArticleDoc[] {
  return readModel.articleMetas().map((meta) => readModel.articleDoc(meta._id)!);
}
