import { articlePath } from '@kb/contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useRelatedArticles } from '@kb/api-client';
import { space } from '@kb/ui';
import { articleList } from '../layout/lists';
import { useT } from '../i18n/useT';
import articleTexts from '../i18n/catalogues/en.article.json';
import { useCategoryName } from '../site/useCategoryName';

/**
 * "Related articles": what the search index ranks highest for the article's title, the article itself
 * left out. Rendered on the server with the page (so crawlers follow them too); in another edition and
 * after a move in the browser they are asked for there. Nothing shows when there are none or the search fails.
 */
export function RelatedArticles({ slug, title }: { slug: string; title: string }) {
  const t = useT(articleTexts);
  const related = useRelatedArticles(slug, title).data ?? [];
  const categoryName = useCategoryName();
  if (related.length === 0) return null;
  return (
    <Box aria-labelledby="kb-related-heading" data-print-hide="">
      <h2 id="kb-related-heading">{t('related.title')}</h2>
      <ul>
        {related.map((result) => (
          <li key={result.id}>
            <Link to={articlePath(result.slug)}>{result.title}</Link>
            {result.categoryName && <span> · {categoryName(result.categoryName)}</span>}
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
