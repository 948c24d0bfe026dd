import { AdminSession } from '@kb/contracts';
import { DEVELOPMENT_ADMIN_PASSWORD } from '../src/signIn/sessions';
import { beforeAll } from 'vitest';
import type { TestApi } from './harness';

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

/** An admin client for the test file: signed in on `api` (as `signIn` does) before its tests, usable in them. */
export function adminForFile(api: TestApi, adminName?: string, address?: string): AdminClient {
  let client: AdminClient | undefined;
  beforeAll(async () => {
    client = asAdmin(api, (await signIn(api, adminName, address)).sessionToken);
  });
  const admin = () => {
    if (!client) throw new Error('the admin signs in before the tests: use it in hooks and tests');
    return client;
  };
  return { get: (pathname) => admin().get(pathname), send: (method, pathname, body) => admin().send(method, pathname, body) };
}

/** The body of a 200 answer, parsed by its contract's schema (the test fails with the status and body otherwise). */
export async function okJson<T>(schema: { parse(value: unknown): T }, response: Response | Promise<Response>): Promise<T> {
  const answer = await response;
  if (answer.status !== 200) throw new Error(`expected 200, got ${answer.status}: ${await answer.text()}`);
  return schema.parse(await answer.json());
}
