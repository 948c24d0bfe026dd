import { useState } from 'react';
import styled from 'styled-components';
import { CONSTANTS, type SearchResult } from '@kb/contracts';
import { color, radius, space } from '@kb/ui';
import { accentButton } from './accentButton';
import { ResultCard } from './ResultCard';
import { useT } from '../i18n/useT';
import searchTexts from '../i18n/catalogues/en.search.json';

/** The first 6 results, then 'Show More ({n} more results)' / 'Show Less' for the rest. */
export function ResultList({ results, query }: { results: SearchResult[]; query: string }) {
  const t = useT(searchTexts);
  const [expanded, setExpanded] = useState(false);
  const limit = CONSTANTS.resultsShownInitially;
  const shown = expanded ? results : results.slice(0, limit);
  const hidden = results.length - limit;
  return (
    <>
      <List id="kb-search-results">
        {shown.map((result, index) => (
          <li key={result.id}>
            <ResultCard result={result} query={query} position={index + 1} />
          </li>
        ))}
      </List>
      {hidden > 0 && (
        <MoreButton type="button" aria-expanded={expanded} aria-controls="kb-search-results" onClick={() => setExpanded(!expanded)}>
          {expanded ? t('results.showLess') : t('results.showMore', { count: hidden })}
        </MoreButton>
      )}
    </>
  );
}

const List = styled.ol`
  display: grid;
  gap: ${space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MoreButton = styled.button`
  display: block;
  margin: ${space(5)} auto 0;
  padding: ${space(2)} ${space(5)};
  border-radius: ${radius.md};
  ${accentButton('surface', 'accent')}
  &:hover {
    background: ${color('bgSubtle')};
  }
`;
