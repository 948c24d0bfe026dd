import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { recordSearchClick } from '@kb/api-client';
import { articlePath, type SearchResult } from '@kb/contracts';
import { color, radius, space, type ColorName } from '@kb/ui';
import { Highlighted } from './Highlighted';
import { QUALITY, qualityLabel } from './quality';
import { useT } from '../i18n/useT';
import searchTexts from '../i18n/catalogues/en.search.json';
import { useCategoryPath } from '../site/useCategoryName';

function QualityDot({ tier }: { tier: SearchResult['qualityTier'] }) {
  const t = useT(searchTexts);
  return (
    <Quality>
      <Dot aria-hidden="true" $color={QUALITY[tier].color} />
      {qualityLabel(t, tier)}
    </Quality>
  );
}

/**
 * One search result: category path, title, highlighted excerpt, 'read more', reading time, quality.
 * Opening it reports the query and its position (1 = first) for the search analytics.
 */
export function ResultCard({ result, query, position }: { result: SearchResult; query: string; position: number }) {
  const t = useT(searchTexts);
  const href = articlePath(result.slug, result.section?.id);
  const opened = () => recordSearchClick({ q: query, articleId: result.id, position });
  const path = useCategoryPath()(result);
  return (
    <Card>
      <Path>{path}</Path>
      <Title>
        <Link to={href} onClick={opened}>
          {result.title}
        </Link>
      </Title>
      <Excerpt>
        <Highlighted text={result.excerpt} query={query} />
      </Excerpt>
      <Meta>
        <Link to={href} aria-label={t('results.readMoreLabel', { title: result.title })} onClick={opened}>
          {t('results.readMore')}
        </Link>
        <span>{t('results.minRead', { count: result.readingTime })}</span>
        <QualityDot tier={result.qualityTier} />
      </Meta>
    </Card>
  );
}

const Card = styled.article`
  padding: ${space(4)} ${space(5)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.lg};
  background: ${color('surface')};
`;

const Path = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-size: 0.8125rem;
`;

const Title = styled.h2`
  margin: ${space(1)} 0 ${space(2)};
  font-size: 1.125rem;
  line-height: 1.35;
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Excerpt = styled.p`
  margin: 0 0 ${space(3)};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(5)};
  font-size: 0.875rem;
  color: ${color('textMuted')};
  a {
    font-weight: 600;
  }
`;

const Quality = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
`;

const Dot = styled.span<{ $color: ColorName }>`
  background: ${(p) => color(p.$color)};
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 50%;
`;
