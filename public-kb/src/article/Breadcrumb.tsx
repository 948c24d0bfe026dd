import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, space } from '@kb/ui';
import { useT } from '../i18n/useT';
import articleTexts from '../i18n/catalogues/en.article.json';
import { useCategoryName } from '../site/useCategoryName';

export interface Crumb {
  name: string;
  /** The category's page; a crumb without one is plain text. */
  slug?: string;
}

/** The categories above a page, each a link to its category page (`parent › category`). */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useT(articleTexts);
  const categoryName = useCategoryName();
  if (crumbs.length === 0) return null;
  return (
    <Nav aria-label={t('article.breadcrumb')}>
      <ol>
        {crumbs.map(({ name, slug }) => (
          <li key={`${slug}:${name}`}>{slug ? <Link to={`/category/${encodeURIComponent(slug)}`}>{categoryName(name)}</Link> : categoryName(name)}</li>
        ))}
      </ol>
    </Nav>
  );
}

const Nav = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    margin: 0;
    padding: 0;
    list-style: none;
    color: ${color('textMuted')};
    font-size: 0.875rem;
  }
  a {
    color: inherit;
  }
  li + li::before {
    content: '›';
    margin: 0 ${space(2)};
  }
`;
