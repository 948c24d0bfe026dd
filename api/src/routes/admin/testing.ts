import { AdminSession } from '@kb/contracts';
import { DEVELOPMENT_ADMIN_PASSWORD } from '../../commands/sessions';
import type { TestApi } from '../../../test/harness';

/** The harness sets no ADMIN_PASSWORD, so the development password applies in tests. */
export const TEST_PASSWORD = DEVELOPMENT_ADMIN_PASSWORD;

/** Signs in over HTTP (from its own client address, so rate limits never mix) and returns the session. */
export async function signIn(api: TestApi, adminName = 'Ada Admin', address = '203.0.113.10'): Promise<AdminSession> {
  const response = await api.send('POST', '/api/admin/login', { adminName, password: TEST_PASSWORD }, { 'X-Forwarded-For': address });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return AdminSession.parse(await response.json());
}

export interface AdminClient {
  get(pathname: string): Promise<Response>;
  send(method: string, pathname: string, body?: unknown): Promise<Response>;
}

/** Requests carrying the session's bearer token. */
export function asAdmin(api: TestApi, token: string): AdminClient {
  const auth = { Authorization: `Bearer ${token}` };
  return {
    get: (pathname) => api.get(pathname, { headers: auth }),
    send: (method, pathname, body) => api.send(method, pathname, body, auth),
  };
}
