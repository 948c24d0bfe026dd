import { LIMITS, type TargetLanguage } from '@kb/contracts';
import { js2xliff, type XliffGroup, type XliffUnit } from 'xliff';
import type { ArticleDoc } from '../models';
import type { Translations } from './service';
import { sourceMarker } from './sourceMarker';
import { sourceBlocks } from './xliffBlocks';

/** How the file names things: `<file id="article-<id>">`, its `<group id="source-<revision>">`, units `title`, `description`, `block-<n>`. */
export const XLIFF_IDS = {
  article: 'article-',
  source: 'source-',
  block: (index: number) => `block-${index + 1}`,
} as const;

/** One article's group: its source revision as the group's id, its slug as the group's name, the title, description and blocks as units. */
function articleGroup(article: ArticleDoc): XliffGroup {
  const units: Record<string, XliffUnit> = { title: { source: article.title } };
  if (article.metaDescription.trim()) units.description = { source: article.metaDescription };
  sourceBlocks(article.content).forEach((source, index) => (units[XLIFF_IDS.block(index)] = { source }));
  return { groupUnits: units, additionalAttributes: { name: article.slug } };
}

/**
 * `GET /api/admin/translations/:lang/xliff`: an XLIFF 2.1 file (source English) of the published articles whose
 * translation into `lang` is missing or outdated, one `<file>` per article, by the source's title: at most
 * LIMITS.xliffExportArticlesMax of them (once those are published, the next export holds the next ones).
 */
export async function exportXliff(service: Translations, lang: TargetLanguage): Promise<string> {
  const library = await service.library();
  const { progress, deps } = service;
  const resources: Record<string, Record<string, XliffGroup>> = {};
  const rows = [...progress.rows(library, lang, 'missing'), ...progress.rows(library, lang, 'outdated')];
  for (const row of rows.slice(0, LIMITS.xliffExportArticlesMax)) {
    const article = deps.readModel.articleDoc(row.articleId);
    if (!article) continue;
    resources[`${XLIFF_IDS.article}${article._id}`] = { [`${XLIFF_IDS.source}${sourceMarker(article)}`]: articleGroup(article) };
  }
  const xml = await js2xliff({ sourceLanguage: 'en', targetLanguage: lang, resources }, { targetXliffVersion: '2.1', indent: '' });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
}
