import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** GET /api/admin/insights?days=: the Insights card's figures for 7, 30 or 90 days. */
export function useInsights(token: string | null, days: 7 | 30 | 90) {
  return useSWR(token ? adminKeys.insights(token, days) : null, ([, t, d]) => adminRequest('insights', { token: t, query: { days: d } }));
}
