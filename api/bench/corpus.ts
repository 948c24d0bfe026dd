import { convertDocusaurus } from '../src/content/docusaurus/convert';
import { processArticleHtml } from '../src/content/pipeline';
import type { SearchDoc } from '../src/search/searchIndex';

export type CorpusDoc = SearchDoc & { slug: string };

/**
 * A Docusaurus docs folder as the search index sees it after an import: the importer's conversion,
 * then the content pipeline (sanitised HTML, heading ids, plain text). Conversion errors are printed.
 */
export async function corpusDocs(folder: string): Promise<CorpusDoc[]> {
  const site = await convertDocusaurus(folder);
  for (const error of site.errors) console.log(`conversion: ${error}`);
  return site.pages.map((page, i) => {
    const processed = processArticleHtml(page.html);
    return {
      id: `doc-${i}`,
      slug: page.meta.slug,
      title: page.meta.title,
      headings: processed.headings.map(({ id, title }) => ({ id, title })),
      tags: page.meta.tags,
      keywords: page.meta.keywords,
      categories: page.meta.category,
      text: processed.text,
    };
  });
}
