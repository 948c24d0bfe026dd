import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSearch } from '@kb/api-client';
import type { SearchResult } from '@kb/contracts';
import { color, Skeleton, space } from '@kb/ui';
import { useDocumentHead } from '../head/useDocumentHead';
import { pageTitle } from '../product';
import { useSite } from '../site/useSite';
import { QUALITY, qualityLabel, TIERS } from './quality';
import { useFormatNumber, useT } from '../i18n/useT';
import { ResultList } from './ResultList';
import { SearchHelp } from './SearchHelp';
import { SearchMessage } from './SearchMessage';
import { searchPath } from './searchUrl';
import { Suggestions } from './Suggestions';
import { SummaryArea } from './SummaryArea';
import { useSameQueryRefresh } from './useSameQueryRefresh';
import { useSearchEvent } from './useSearchEvent';
import { useLastAnswer } from './useLastAnswer';
import { fadedWhileBusy } from './fadedWhileBusy';
import searchTexts from '../i18n/catalogues/en.search.json';

function TierCounts({ results }: { results: SearchResult[] }) {
  const t = useT(searchTexts);
  const formatNumber = useFormatNumber();
  const parts = TIERS.map((tier) => [tier, results.filter((r) => r.qualityTier === tier).length] as const).filter(([, n]) => n > 0);
  return (
    <Counts>
      {parts.map(([tier, n]) => (
        <li key={tier} data-tier={tier}>
          <TierDot aria-hidden="true" $tier={tier} />
          {formatNumber(n)} {qualityLabel(t, tier, n)}
        </li>
      ))}
    </Counts>
  );
}

function ResultsSkeleton() {
  const t = useT(searchTexts);
  return (
    <Searching aria-busy="true">
      <span className="visually-hidden">{t('search.searching')}</span>
      {[0, 1, 2].map((i) => (
        <SkeletonCard key={i}>
          <Skeleton $width="30%" $height="0.75rem" />
          <Skeleton $width="60%" $height="1.25rem" />
          <Skeleton />
          <Skeleton $width="85%" />
        </SkeletonCard>
      ))}
    </Searching>
  );
}

/** /search?q={query}&aiSummary=true: messages, summary, suggestions and results (SPEC §2, §8). */
export function SearchPage() {
  const t = useT(searchTexts);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = (params.get('q') ?? '').trim();
  const summaryOn = params.get('aiSummary') === 'true';
  const siteName = useSite().name;
  useDocumentHead({ title: pageTitle(query ? t('search.pageTitle', { query }) : t('search.pageTitleEmpty'), siteName), names: { robots: 'noindex' } });
  useSameQueryRefresh(query, summaryOn);
  useSearchEvent(query);
  const { data, error } = useSearch(query || null);
  // While a new query is searched, the previous results stay (faded, "Searching…"), with their own query.
  const kept = useLastAnswer(query, data);
  const answer = query && !error ? kept : null;

  let content;
  if (!query) {
    content = (
      <>
        <SearchMessage title={t('search.noQuery')} text={t('search.noQueryText')} />
        <SearchHelp query="" />
      </>
    );
  } else if (error) content = <SearchMessage tone="error" title={t('search.error')} text={t('search.errorText')} />;
  // Results the page came with (the server's) show while they are fetched again.
  else if (!answer) content = <ResultsSkeleton />;
  else {
    const { results } = answer;
    content = (
      <>
        <SummaryArea query={answer.query} summaryOn={summaryOn} results={results} onEnable={() => navigate(searchPath(query, true), { replace: true })} />
        <Suggestions query={answer.query} results={results} summaryOn={summaryOn} />
        {results.length === 0 ? (
          <>
            <SearchMessage title={t('search.noResults')} text={t('search.noResultsText')} />
            <SearchHelp query={query} />
          </>
        ) : (
          <>
            <TierCounts results={results} />
            <ResultList key={answer.query} results={results} query={answer.query} />
          </>
        )}
      </>
    );
  }
  return (
    <Page>
      <h1>{query ? t('search.heading', { query }) : t('search.button')}</h1>
      {query && !error && (
        // The line is there while searching too, so the results do not push the page down when they come.
        <Count role="status">{answer?.updating ? t('search.searching') : answer ? t('search.count', { count: answer.results.length }) : '\u00a0'}</Count>
      )}
      <Stack aria-busy={answer?.updating}>{content}</Stack>
    </Page>
  );
}

const Page = styled.div`
  max-width: 52rem;
  h1 {
    margin: 0 0 ${space(1)};
    font-size: clamp(1.375rem, 3vw, 1.75rem);
    overflow-wrap: anywhere;
  }
`;

/** At least a screen high, like the results that replace it, so nothing below moves into view and back. */
const Searching = styled.div`
  min-height: 100vh;
`;

const Count = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;

const Stack = styled.div`
  display: grid;
  gap: ${space(5)};
  margin-top: ${space(5)};
  ${fadedWhileBusy}
`;

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)} ${space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${space(2)};
  }
`;

const TierDot = styled.span<{ $tier: SearchResult['qualityTier'] }>`
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 50%;
  background: ${(p) => color(QUALITY[p.$tier].color)};
`;

const SkeletonCard = styled.div`
  display: grid;
  gap: ${space(2)};
  padding: ${space(4)} 0;
  border-bottom: 1px solid ${color('border')};
`;
