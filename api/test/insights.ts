import { Insights } from '@kb/contracts';
import { expect } from 'vitest';
import { insightsFor } from '../src/insights/insightsService';
import type { AdminClient } from './admin';
import type { TestApi } from './harness';

/** GET /api/admin/insights for the last `days` days as `admin`, once the API's recorder has written what it holds. */
export async function readInsights(api: TestApi, admin: AdminClient, days = 7): Promise<Insights> {
  await insightsFor(api.deps).recorder.flush();
  const response = await admin.get(`/api/admin/insights?days=${days}`);
  expect(response.status).toBe(200);
  return Insights.parse(await response.json());
}
