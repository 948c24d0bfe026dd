import { calls } from '@kb/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../test/harness';
import { allRoutes } from '../allRoutes';
import { FastPath } from '../../fastPath';

const api = testApiForFile({ seed: false });

/** Every method + path in the app's route table (HEAD is Koa's automatic twin of GET). */
function routeTable(): { method: string; path: string }[] {
  return allRoutes(api.deps, new FastPath(() => api.deps.readModel.contentReady)).flatMap((router) =>
    router.stack.flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: String(layer.path) }))),
  );
}

describe('auth on every admin route', () => {
  const table = routeTable;

  it('the route table holds every admin call of the contract', () => {
    const registered = new Set(table().map(({ method, path }) => `${method} ${path}`));
    const adminCalls = Object.values(calls).filter((call) => call.path.startsWith('/api/admin/'));
    expect(adminCalls.length).toBeGreaterThanOrEqual(43);
    for (const call of adminCalls) expect(registered).toContain(`${call.method} ${call.path}`);
  });

  it('every /api/admin route except the sign-ins and invitation links answers 401 JSON without a token and with a bad one', async () => {
    const open = new Set(
      Object.values(calls)
        .filter((call) => !call.auth)
        .map((call) => `${call.method} ${call.path}`),
    );
    const adminRoutes = table().filter(({ method, path }) => path.startsWith('/api/admin/') && !open.has(`${method} ${path}`));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(15);
    for (const { method, path } of adminRoutes) {
      const url = path.replace(/:\w+/g, () => randomUUID());
      for (const headers of [{}, { Authorization: `Bearer ${'x'.repeat(43)}` }] as Record<string, string>[]) {
        const response = await api.send(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, headers);
        expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
        expect(await response.json()).toHaveProperty('error');
      }
    }
  });

  it('login needs no token', async () => {
    const response = await api.send('POST', calls.login.path, { adminName: 'Nobody', password: 'wrong-password' }, { 'X-Forwarded-For': '198.51.100.200' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid name or password', code: 'unauthorized' });
  });
});
