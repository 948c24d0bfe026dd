import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CONSTANTS, type SearchResult } from '@kb/contracts';
import { useSearchSuggestions } from '@kb/api-client';
import { color, Row, space } from '@kb/ui';
import { chipList } from '../layout/lists';
import { searchPath } from './searchUrl';
import { useT } from '../i18n/useT';
import searchTexts from '../i18n/catalogues/en.search.json';

/** SPEC §9: suggestions only while high plus medium results number fewer than 12. */
function wantsSuggestions(results: SearchResult[]): boolean {
  return results.filter((r) => r.qualityTier !== 'low').length < CONSTANTS.suggestionsWhenHighMediumBelow;
}

/** At most 2 related searches, each a link that runs that search. Requested once results have arrived. */
export function Suggestions({ query, results, summaryOn }: { query: string; results: SearchResult[]; summaryOn: boolean }) {
  const t = useT(searchTexts);
  const { data } = useSearchSuggestions(query, wantsSuggestions(results));
  const suggestions = (data?.suggestions ?? []).filter((s) => s.trim()).slice(0, CONSTANTS.suggestionsMax);
  if (suggestions.length === 0) return null;
  return (
    <Box aria-labelledby="kb-suggestions-heading">
      <h2 id="kb-suggestions-heading">{t('suggestions.title')}</h2>
      <ul>
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <Link to={searchPath(suggestion, summaryOn)}>{suggestion}</Link>
          </li>
        ))}
      </ul>
    </Box>
  );
}

const Box = styled(Row).attrs({ as: 'nav', $columnGap: 3 })`
  h2 {
    margin: 0;
    font-size: 0.875rem;
    font-weight: 600;
    color: ${color('textMuted')};
  }
  ul {
    ${chipList}
  }
  a {
    display: inline-block;
    padding: ${space(1)} ${space(3)};
    border: 1px solid ${color('border')};
    border-radius: 999px;
    background: ${color('surface')};
    text-decoration: none;
  }
  a:hover {
    border-color: ${color('accent')};
  }
`;
