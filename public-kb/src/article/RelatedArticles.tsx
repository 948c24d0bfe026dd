import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { editionQuery, request, useEdition } from '@kb/api-client';
import type { SearchResult } from '@kb/contracts';
import { space } from '@kb/ui';
import { articleList } from '../layout/lists';
import { useT } from '../i18n/useT';
import articleTexts from '../i18n/catalogues/en.article.json';

/** How many related articles are listed. */
const RELATED_MAX = 5;

/**
 * "Related articles": what the search index ranks highest for the article's title, the article itself
 * left out. Asked for once the page is in the browser (nothing is rendered before, on the server as on the
 * first client render); nothing shows when there are none or the search fails.
 */
export function RelatedArticles({ slug, title }: { slug: string; title: string }) {
  const t = useT(articleTexts);
  const edition = useEdition();
  const [related, setRelated] = useState<SearchResult[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    request('search', { query: { q: title, limit: RELATED_MAX + 1, ...editionQuery(edition) }, signal: controller.signal }).then(
      (results) => setRelated(results.filter((result) => result.slug !== slug).slice(0, RELATED_MAX)),
      () => setRelated([]),
    );
    return () => controller.abort();
  }, [slug, title, edition]);
  if (related.length === 0) return null;
  return (
    <Box aria-labelledby="kb-related-heading" data-print-hide="">
      <h2 id="kb-related-heading">{t('related.title')}</h2>
      <ul>
        {related.map((result) => (
          <li key={result.id}>
            <Link to={`/article/${encodeURIComponent(result.slug)}`}>{result.title}</Link>
            {result.categoryName && <span> · {result.categoryName}</span>}
          </li>
        ))}
      </ul>
    </Box>
  );
}

const Box = styled.section`
  margin-top: ${space(8)};
  ${articleList(2)}
`;
