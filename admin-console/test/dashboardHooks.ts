import { afterEach, beforeEach, vi } from 'vitest';
import { storeSession } from './renderAdmin';

/** The fake API's answers for a dashboard with nothing in it yet. */
export const EMPTY_LISTS = {
  'GET /api/admin/tree': { body: { categories: [] } },
  'GET /api/admin/saved-concepts': { body: [] },
  'GET /api/admin/categories': { body: [] },
  'GET /api/admin/reference-urls': { body: [] },
  'GET /api/admin/content-concepts': { body: [] },
};

/**
 * The hooks of the dashboard tests: a stored session and a silenced console.error before each test;
 * afterwards real timers, every spy restored (the fake API's fetch too) and storage cleared.
 */
export function dashboardTestHooks(): void {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeSession();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
  });
}
