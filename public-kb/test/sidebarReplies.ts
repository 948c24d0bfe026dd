import { LIMITS, sidebarCategoryOf, type Category } from '@kb/contracts';
import type { Answer } from '@kb/test-support';

/** fakeFetch answers to the three sidebar calls over a category tree, paged as the contract says. */
export function sidebarReplies(tree: Category[]): Record<string, Answer> {
  const nodes = new Map<string, { node: Category; parentId: string | null }>();
  const visit = (list: Category[], parentId: string | null) =>
    list.forEach((node) => {
      nodes.set(node.id, { node, parentId });
      visit(node.children, node.id);
    });
  visit(tree, null);
  const size = LIMITS.sidebarPageSize;
  const page = (id: string, n: number) => {
    const { node } = nodes.get(id)!;
    const articles = node.articles.slice(n * size, (n + 1) * size).map(({ slug, title }) => ({ slug, title }));
    return {
      category: sidebarCategoryOf(node),
      page: n,
      pageCount: Math.ceil(node.articles.length / size),
      articles,
      children: node.children.map(sidebarCategoryOf),
    };
  };
  return {
    '/api/sidebar/categories': { body: tree.map(sidebarCategoryOf) },
    '/api/sidebar/categories/*': ({ url }) => {
      const [id = '', , n = '0'] = url.pathname.split('/').slice(4);
      return nodes.has(id) ? { body: page(id, Number(n)) } : { status: 404, body: { error: 'No such category' } };
    },
    '/api/sidebar/articles/*': ({ url }) => {
      const slug = decodeURIComponent(url.pathname.split('/')[4] ?? '');
      const home = [...nodes.values()].find(({ node }) => node.articles.some((a) => a.slug === slug));
      if (!home) return { status: 404, body: { error: 'No such article' } };
      const ids: string[] = [];
      for (let at: string | null = home.node.id; at; at = nodes.get(at)!.parentId) ids.unshift(at);
      const index = home.node.articles.findIndex((a) => a.slug === slug);
      return { body: { categories: ids.map((id, i) => page(id, i === ids.length - 1 ? Math.floor(index / size) : 0)) } };
    },
  };
}
