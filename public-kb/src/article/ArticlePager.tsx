import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { articlePath, type SidebarPath } from '@kb/contracts';
import { color, radius, space } from '@kb/ui';
import { useT } from '../i18n/useT';
import articleTexts from '../i18n/catalogues/en.article.json';

/**
 * "Previous" and "Next" within the article's category, in the sidebar's order: its neighbours on the page of
 * the category the way to the article holds (from the server with the page, so it renders there too).
 */
export function ArticlePager({ slug, path }: { slug: string; path: SidebarPath | undefined }) {
  const t = useT(articleTexts);
  const articles = path?.categories.at(-1)?.articles ?? [];
  const at = articles.findIndex((article) => article.slug === slug);
  if (at < 0) return null;
  const previous = articles[at - 1];
  const next = articles[at + 1];
  if (!previous && !next) return null;
  return (
    <Pager aria-label={t('pager.label')} data-print-hide="">
      {previous && (
        <Step to={articlePath(previous.slug)} rel="prev">
          <small>{t('pager.previous')}</small>
          {previous.title}
        </Step>
      )}
      {next && (
        <Step to={articlePath(next.slug)} rel="next" data-next="">
          <small>{t('pager.next')}</small>
          {next.title}
        </Step>
      )}
    </Pager>
  );
}

const Pager = styled.nav`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${space(3)};
  margin-top: ${space(8)};
`;

const Step = styled(Link)`
  display: grid;
  gap: ${space(1)};
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  color: ${color('accent')};
  font-weight: 600;
  text-decoration: none;
  small {
    color: ${color('textMuted')};
    font-size: 0.8125rem;
    font-weight: 400;
  }
  &[data-next] {
    grid-column: -2;
    text-align: right;
  }
  &:hover {
    border-color: ${color('accent')};
  }
`;
