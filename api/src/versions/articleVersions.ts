import type { ArticleInVersion } from '@kb/contracts';
import type { ReadModel } from '../readModel/readModel';

/** Where one article is in each version readers may see: its slug there, or null when that version does not hold it. */
export function articleVersionsOf(readModel: ReadModel, articleId: string): ArticleInVersion[] {
  return readModel.versions.publicList().map((version) => ({ ...version, slug: readModel.edition(version.name).slugOf(articleId) ?? null }));
}
