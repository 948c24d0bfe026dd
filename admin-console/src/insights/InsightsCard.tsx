import { useState } from 'react';
import styled from 'styled-components';
import { useInsights } from '@kb/api-client/admin';
import { INSIGHT_PERIODS } from '@kb/contracts';
import { color, space } from '@kb/ui';
import { FieldLabel } from '@kb/ui/controls';
import { HelpfulnessTable, MostViewedTable } from './ArticleTables';
import { AuditLogPanel } from './AuditLogPanel';
import { percent } from './format';
import { SearchTable } from './SearchTable';
import { Sparkline } from './Sparkline';

type Period = (typeof INSIGHT_PERIODS)[number];

/** The Insights card's content (loaded lazily): what readers search, miss, open and think, and the audit log. */
export default function InsightsCard({ token }: { token: string }) {
  const [days, setDays] = useState<Period>(30);
  const { data, error, isLoading } = useInsights(token, days);

  return (
    <Body>
      <FieldLabel>
        Period{' '}
        <select value={days} onChange={(event) => setDays(Number(event.target.value) as Period)}>
          {INSIGHT_PERIODS.map((period) => (
            <option key={period} value={period}>
              Last {period} days
            </option>
          ))}
        </select>
      </FieldLabel>
      {error && <Note>The insights could not be loaded.</Note>}
      {isLoading && <Note>Loading insights…</Note>}
      {data && (
        <>
          <Totals aria-label="Totals">
            <li>
              <strong>{data.totals.searches}</strong> searches <Sparkline values={data.dailySearches} label="Searches per day" />
            </li>
            <li>
              <strong>{data.totals.noResults}</strong> without results
            </li>
            <li>
              <strong>{data.totals.searches ? percent(data.totals.clicks / data.totals.searches) : '–'}</strong> click-through
            </li>
            <li>
              <strong>{data.totals.votes}</strong> votes
            </li>
            <li>
              <strong>{data.totals.views}</strong> article views
            </li>
          </Totals>
          <SearchTable title="Top searches" rows={data.topSearches} empty="No searches in this period." />
          <SearchTable title="Searches with no results" rows={data.noResults} empty="Every search found something." />
          <SearchTable title="Searches where nobody opened a result" rows={data.noClicks} empty="Every search with results had a result opened." />
          <HelpfulnessTable rows={data.helpfulness} />
          <MostViewedTable rows={data.mostViewed} />
        </>
      )}
      <AuditLogPanel token={token} headed />
    </Body>
  );
}

/** One column as wide as the card (not as wide as its widest table: those scroll in their own box on a phone). */
const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(5)};
  h3,
  h4 {
    margin: 0 0 ${space(2)};
  }
  ul {
    margin: 0;
    padding-left: ${space(4)};
  }
`;

const Totals = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(5)};
  padding: 0 !important;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${space(2)};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;
