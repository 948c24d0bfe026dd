import { randomUUID } from 'node:crypto';
import { Article } from '@kb/contracts';
import { processArticleHtml } from '../src/content/pipeline';
import type { ArticleDoc, CategoryDoc } from '../src/models';
import type { TestApi } from './harness';

/** An article's document as an import stores one: its HTML through the content pipeline, no revisions (published unless `status` says otherwise). */
export function articleDoc(
  fields: Pick<ArticleDoc, 'slug' | 'title' | 'categoryId'> &
    Partial<Pick<ArticleDoc, 'order' | 'metaDescription' | 'status' | 'createdAt'>> & { html: string },
): ArticleDoc {
  const { html, createdAt = new Date(), ...rest } = fields;
  const { content, headings, wordCount, imageCount, readingTime } = processArticleHtml(html);
  return {
    _id: randomUUID(),
    order: 0,
    metaDescription: '',
    status: 'published',
    ...rest,
    content,
    seoKeywords: [],
    semanticTags: [],
    readingTime,
    wordCount,
    imageCount,
    headings,
    publishedRevisionId: null,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * A published article of the test's own, in a category of its own, stored as an import stores one
 * (through the content pipeline, no revisions) and put in the read model. Answers the article as
 * GET /api/articles/{slug} does.
 */
export async function createArticle(api: TestApi, fields: { title?: string; content?: string } = {}): Promise<Article> {
  const { models, readModel } = api.deps;
  const n = randomUUID().slice(0, 8);
  const categoryId = randomUUID();
  await models.Category.create({ _id: categoryId, slug: `factory-${n}`, name: `Factory ${n}`, order: 0, parentId: null } satisfies CategoryDoc);
  const doc = articleDoc({
    slug: `factory-article-${n}`,
    title: fields.title ?? `Factory article ${n}`,
    categoryId,
    html: fields.content ?? `<h2>Overview</h2><p>An article made by the test factory (${n}).</p>`,
  });
  await models.Article.create(doc);
  readModel.setCategories(await models.Category.find().lean<CategoryDoc[]>());
  readModel.setArticle(doc);
  const response = await api.get(`/api/articles/${doc.slug}`);
  if (response.status !== 200) throw new Error(`the factory's article is not served: ${response.status} ${await response.text()}`);
  return Article.parse(await response.json());
}
