import type { Insights } from '@kb/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@kb/test-support';
import { renderAdmin, TOKEN } from '../../test/renderAdmin';
import InsightsCard from './InsightsCard';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const search = (query: string, searches: number, results: number, clicks: number) => ({
  query,
  searches,
  results,
  clicks,
  clickThrough: clicks / searches,
  averagePosition: clicks ? 1.5 : null,
  daily: [0, searches],
});
const report = (days: number, searches: number): Insights => ({
  days,
  totals: { searches, noResults: 3, clicks: 2, votes: 4, views: 12 },
  dailySearches: [1, searches - 1],
  topSearches: [search('genlock', 4, 6, 2)],
  noResults: [search('zzqx frobnicator', 3, 0, 0)],
  noClicks: [search('lens calibration', 2, 5, 0)],
  helpfulness: [
    {
      articleId: ID(1),
      title: 'Genlock Basics',
      slug: 'genlock-basics',
      yes: 1,
      no: 3,
      helpfulRatio: 0.25,
      views: 9,
      comments: [{ text: 'No wiring diagram', at: '2026-11-20T10:00:00.000Z' }],
      daily: [4, 5],
    },
  ],
  mostViewed: [{ articleId: ID(1), title: 'Genlock Basics', slug: 'genlock-basics', yes: 1, no: 3, helpfulRatio: 0.25, views: 9, comments: [], daily: [4, 5] }],
});
const ENTRY = {
  id: ID(9),
  adminName: 'Ada Admin',
  personId: null,
  action: 'revision.publish',
  target: `article:${ID(1)} revision:${ID(2)}`,
  articleTitle: 'Pelican Genlock Guide',
  createdAt: '2026-11-20T10:00:00.000Z',
};

let api: ReturnType<typeof fakeFetch> | null = null;
describe('InsightsCard', () => {
  it('shows the period, top searches with click-through, "Searches with no results", helpfulness with comments and most viewed', async () => {
    api = fakeFetch({
      'GET /api/admin/insights?days=30': { body: report(30, 40) },
      'GET /api/admin/insights?days=7': { body: report(7, 9) },
      'GET /api/admin/audit-log*': { body: [ENTRY] },
    });
    renderAdmin(<InsightsCard token={TOKEN} />, '/admin');
    const top = await screen.findByRole('region', { name: 'Top searches' });
    expect(within(top).getByRole('rowheader', { name: 'genlock' })).toBeInTheDocument();
    expect(within(top).getByRole('img', { name: '50% click-through' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Searches with no results' })).getByText('zzqx frobnicator')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Searches where nobody opened a result' })).getByText('lens calibration')).toBeInTheDocument();
    const helpful = screen.getByRole('region', { name: 'Articles by helpfulness' });
    expect(within(helpful).getByRole('link', { name: 'Genlock Basics' })).toHaveAttribute('href', '/article/genlock-basics');
    expect(within(helpful).getByText('No wiring diagram')).toBeInTheDocument();
    expect(within(helpful).getByRole('img', { name: '25% helpful' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Most viewed articles' })).getByRole('cell', { name: '9' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Totals' })).getByText('40')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    expect(await within(screen.getByRole('list', { name: 'Totals' })).findByText('9')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/api/admin/insights')).every((c) => c.auth === `Bearer ${TOKEN}`)).toBe(true);
  });

  it('filters the "Audit log" by admin, action and date', async () => {
    api = fakeFetch({ 'GET /api/admin/insights*': { body: report(30, 40) }, 'GET /api/admin/audit-log*': { body: [ENTRY] } });
    renderAdmin(<InsightsCard token={TOKEN} />, '/admin');
    const log = await screen.findByRole('region', { name: 'Audit log' });
    expect(within(log).getByRole('heading', { name: 'Audit log' })).toBeVisible();
    expect(await within(log).findByRole('cell', { name: 'revision.publish' })).toBeInTheDocument();
    expect(within(log).getByRole('cell', { name: 'Ada Admin published “Pelican Genlock Guide”.' })).toBeInTheDocument();
    expect(log).not.toHaveTextContent(ID(1));
    await userEvent.type(within(log).getByLabelText('Admin'), 'Ada Admin');
    await userEvent.type(within(log).getByLabelText('Action'), 'revision.publish');
    await userEvent.type(within(log).getByLabelText('From'), '2026-11-01');
    await userEvent.type(within(log).getByLabelText('To'), '2026-11-30');
    await userEvent.click(within(log).getByRole('button', { name: 'Filter' }));
    await within(log).findByRole('cell', { name: 'Ada Admin published “Pelican Genlock Guide”.' });
    expect(api.calls.at(-1)?.path).toBe('/api/admin/audit-log?limit=50&adminName=Ada+Admin&action=revision.publish&from=2026-11-01&to=2026-11-30');
  });
});
