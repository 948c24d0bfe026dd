import { afterEach, beforeEach, vi } from 'vitest';
import { storeSession } from './renderAdmin';

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
