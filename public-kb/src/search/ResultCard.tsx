import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SearchResult } from '@kb/contracts';
import { color, radius, space, type ColorName } from '@kb/ui';
import { highlightSegments } from './highlight';
import { QUALITY, qualityLabel } from './quality';

export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : segment.text))}
    </>
  );
}

export function QualityDot({ tier }: { tier: SearchResult['qualityTier'] }) {
  return (
    <Quality>
      <Dot aria-hidden="true" $color={QUALITY[tier].color} />
      {qualityLabel(tier)}
    </Quality>
  );
}

/** One search result: category path, title, highlighted excerpt, 'read more', reading time, quality. */
export function ResultCard({ result, query }: { result: SearchResult; query: string }) {
  const href = `/article/${encodeURIComponent(result.slug)}`;
  const path = [result.parentCategoryName, result.categoryName].filter(Boolean).join(' › ');
  return (
    <Card>
      <Path>{path}</Path>
      <Title>
        <Link to={href}>{result.title}</Link>
      </Title>
      <Excerpt>
        <Highlighted text={result.excerpt} query={query} />
      </Excerpt>
      <Meta>
        <Link to={href} aria-label={`read more: ${result.title}`}>
          read more
        </Link>
        <span>{result.readingTime} min read</span>
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
  mark {
    padding: 0 1px;
    border-radius: 2px;
    background: ${color('highlight')};
    color: inherit;
  }
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
