import type { AdminCategory, OffSiteArticle } from '@kb/contracts';
import type { EditorItem } from '../editor/editorDocument';

/** The editor item of an article by id: a live one in its category path, or a draft / unpublished one under 'Drafts'. */
export function findArticle(live: readonly AdminCategory[], offSite: readonly OffSiteArticle[], id: string): EditorItem | null {
  const off = offSite.find((article) => article.id === id);
  if (off) return { kind: 'article', article: { id: off.id, title: off.title, slug: off.slug, content: off.content }, path: ['Drafts'] };
  const walk = (nodes: readonly AdminCategory[], path: string[]): EditorItem | null => {
    for (const node of nodes) {
      const article = node.articles.find((a) => a.id === id);
      if (article) return { kind: 'article', article, path: [...path, node.name] };
      const below = walk(node.children, [...path, node.name]);
      if (below) return below;
    }
    return null;
  };
  return walk(live, []);
}
