import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { reportMissingArticle, useSidebarRoots } from '@kb/api-client';
import { bordered, color, radius, Row, space } from '@kb/ui';
import { ArticleLists } from '../home/ArticleLists';
import { chipList } from '../layout/lists';
import { useT } from '../i18n/useT';
import missingTexts from '../i18n/catalogues/en.missing.json';
import searchTexts from '../i18n/catalogues/en.search.json';
import { useCategoryName } from '../site/useCategoryName';

/**
 * What the search page offers when a search finds nothing or there is no query: "Popular articles", the
 * categories to browse (from the data the page came with, so the server renders them) and, for a query,
 * "Report a missing article".
 */
export function SearchHelp({ query }: { query: string }) {
  const t = useT(missingTexts, searchTexts);
  const categoryName = useCategoryName();
  const roots = useSidebarRoots().data ?? [];
  const [answer, setAnswer] = useState<{ query: string; text: string } | null>(null);
  const report = () =>
    void reportMissingArticle(query).then(
      (counted) => setAnswer({ query, text: t(counted ? 'missing.thanks' : 'missing.already', { query }) }),
      () => setAnswer({ query, text: t('missing.failed') }),
    );
  return (
    <Help>
      {query && (
        <Report>
          <span>{t('missing.cantFind')}</span>
          <button type="button" onClick={report}>
            {t('missing.report')}
          </button>
          <span role="status">{answer?.query === query ? answer.text : ''}</span>
        </Report>
      )}
      <ArticleLists recent={false} />
      {roots.length > 0 && (
        <nav aria-labelledby="kb-search-help-categories">
          <h2 id="kb-search-help-categories">{t('help.browse')}</h2>
          <ul>
            {roots.map((category) => (
              <li key={category.id}>
                <Link to={`/category/${encodeURIComponent(category.slug)}`}>{categoryName(category.name)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Help>
  );
}

const Help = styled.div`
  display: grid;
  gap: ${space(5)};
  h2 {
    margin: 0 0 ${space(2)};
    font-size: 1.125rem;
  }
  ul {
    ${chipList}
  }
  li a {
    display: inline-block;
    padding: ${space(1.5)} ${space(3)};
    border: 1px solid ${color('border')};
    border-radius: ${radius.md};
    text-decoration: none;
  }
`;

const Report = styled(Row).attrs({ as: 'p', $columnGap: 3 })`
  margin: 0;
  button {
    padding: ${space(1.5)} ${space(3)};
    ${bordered('md', 'surface')}
    cursor: pointer;
  }
`;
