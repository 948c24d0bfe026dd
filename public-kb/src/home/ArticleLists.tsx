import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useArticleHighlights } from '@kb/api-client';
import { articlePath, type HighlightedArticle } from '@kb/contracts';
import { space } from '@kb/ui';
import { useReaderDate } from '../article/formatDate';
import { articleList } from '../layout/lists';
import { useT } from '../i18n/useT';
import listsTexts from '../i18n/catalogues/en.lists.json';
import { useCategoryName } from '../site/useCategoryName';

function Entry({ article, dated }: { article: HighlightedArticle; dated: boolean }) {
  const t = useT(listsTexts);
  const date = useReaderDate(article.updatedAt);
  const categoryName = useCategoryName();
  return (
    <li>
      <Link to={articlePath(article.slug)}>{article.title}</Link>
      <span>
        {article.categoryName && categoryName(article.categoryName)}
        {dated && ` · ${t('home.updated', { date })}`}
      </span>
    </li>
  );
}

function List({ id, title, articles, dated = false }: { id: string; title: string; articles: HighlightedArticle[]; dated?: boolean }) {
  if (articles.length === 0) return null;
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {articles.map((article) => (
          <Entry key={article.slug} article={article} dated={dated} />
        ))}
      </ul>
    </Box>
  );
}

/**
 * "Popular articles" (most read in Insights) and, on home, "Recently updated" (the read model). Asked for
 * in the browser: nothing is rendered before the answer, on the server as on the first client render.
 */
export function ArticleLists({ recent = true }: { recent?: boolean }) {
  const t = useT(listsTexts);
  const { data } = useArticleHighlights();
  if (!data) return null;
  return (
    <Lists>
      <List id="kb-popular-articles" title={t('home.popular')} articles={data.popular} />
      {recent && <List id="kb-recently-updated" title={t('home.recent')} articles={data.recent} dated />}
    </Lists>
  );
}

const Lists = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${space(6)};
`;

const Box = styled.section`
  ${articleList(3)}
  li {
    display: grid;
  }
`;
