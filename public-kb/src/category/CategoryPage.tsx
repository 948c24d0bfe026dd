import { articlePath } from '@kb/contracts';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCategoryListing } from '@kb/api-client';
import { color, radius, Skeleton, space } from '@kb/ui';
import { MissingPage } from '../article/ArticleNotFound';
import { Breadcrumb } from '../article/Breadcrumb';
import { useDocumentHead } from '../head/useDocumentHead';
import { cardGrid } from '../layout/lists';
import { pageTitle } from '../product';
import { useSite } from '../site/useSite';
import { useT } from '../i18n/useT';
import categoryTexts from '../i18n/catalogues/en.category.json';
import { useCategoryName } from '../site/useCategoryName';

/**
 * /category/{slug}: the category's name, the categories above it, its child categories and its articles,
 * 50 a page with links to the other pages: what a reader or a crawler without JavaScript follows from
 * home to every article (beyond SPEC: docs/decisions/0049-category-pages.md).
 */
export function CategoryPage() {
  const t = useT(categoryTexts);
  const countText = (count: number) => t('common.articleCount', { count });
  const { slug } = useParams();
  const [params] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const { data, error } = useCategoryListing(slug, page);
  const siteName = useSite().name;
  const categoryName = useCategoryName();
  const name = data ? categoryName(data.category.name) : '';
  useDocumentHead(data ? { title: pageTitle(name, siteName), names: { description: `${name}: ${countText(data.category.articleCount)}` } } : null);
  if (error) return <MissingPage kind="pageNotFound" />;
  if (!data) return <Skeleton $width="50%" $height="2rem" />;
  const pageLink = (n: number) => `/category/${encodeURIComponent(data.category.slug)}${n > 0 ? `?page=${n + 1}` : ''}`;
  return (
    <section>
      <Breadcrumb crumbs={data.ancestors} />
      <h1>{name}</h1>
      <Muted>{countText(data.category.articleCount)}</Muted>
      {data.children.length > 0 && (
        <Children aria-label={t('layout.categories')}>
          {data.children.map((child) => (
            <li key={child.id}>
              <Link to={`/category/${encodeURIComponent(child.slug)}`}>{categoryName(child.name)}</Link>
              <Muted as="span"> {countText(child.articleCount)}</Muted>
            </li>
          ))}
        </Children>
      )}
      {data.articles.length > 0 && (
        <Articles>
          {data.articles.map((article) => (
            <li key={article.slug}>
              <Link to={articlePath(article.slug)}>{article.title}</Link>
            </li>
          ))}
        </Articles>
      )}
      {data.pageCount > 1 && (
        <Pages aria-label={t('category.pages')}>
          {page > 0 && <Link to={pageLink(page - 1)}>{t('category.previousPage')}</Link>}
          <span>{t('category.pageOf', { page: page + 1, pages: data.pageCount })}</span>
          {page + 1 < data.pageCount && <Link to={pageLink(page + 1)}>{t('category.nextPage')}</Link>}
        </Pages>
      )}
    </section>
  );
}

const Muted = styled.p`
  margin: 0 0 ${space(6)};
  color: ${color('textMuted')};
`;

const Children = styled.ul`
  ${cardGrid}
  margin-bottom: ${space(8)};
  li {
    padding: ${space(3)} ${space(4)};
    border: 1px solid ${color('border')};
    border-radius: ${radius.md};
  }
  a {
    font-weight: 600;
  }
`;

const Articles = styled.ul`
  display: grid;
  gap: ${space(2)};
  margin: 0 0 ${space(8)};
  padding-left: ${space(5)};
`;

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(4)};
`;
