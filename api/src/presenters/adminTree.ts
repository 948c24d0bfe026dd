import type { AdminCategory, Category } from '@kb/contracts';
import type { ArticleDoc } from '../models';

/**
 * The editor's live-article tree (SPEC §3: id, name, articleCount, articles {id, title, slug,
 * content}, children) from the published category tree and the published articles.
 */
export function presentAdminTree(tree: readonly Category[], articleDoc: (id: string) => ArticleDoc | undefined): AdminCategory[] {
  return tree.map((category) => ({
    id: category.id,
    name: category.name,
    articleCount: category.articleCount,
    articles: category.articles.map((ref) => ({ id: ref.id, title: ref.title, slug: ref.slug, content: articleDoc(ref.id)?.content ?? '' })),
    children: presentAdminTree(category.children, articleDoc),
  }));
}
