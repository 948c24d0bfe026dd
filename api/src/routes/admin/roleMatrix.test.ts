import { adminRoutes, ROLES, roleAllows, type Role, type Route } from '@kb/contracts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminForFile, asAdmin, signIn } from '../../../test/admin';
import { testApiForFile } from '../../../test/harness';
import { signInWithEmail, teamOf } from '../../../test/people';
import { FastPath } from '../../fastPath';
import { allRoutes } from '../allRoutes';

const api = testApiForFile();
const siteAdministrator = adminForFile(api, 'Matrix Owner', '203.0.113.80');
let team: Record<string, AdminClient>;
beforeAll(async () => {
  team = await teamOf(api, siteAdministrator, ROLES, 'matrix');
});

/** Calls that end the caller's sessions: made last, each with sessions of its own. */
const ENDS_SESSION = new Set(['logout', 'signOutEverywhere']);
const signedInCalls = Object.entries(adminRoutes as Record<string, Route>)
  .filter(([, route]) => route.auth)
  .sort(([a], [b]) => Number(ENDS_SESSION.has(a)) - Number(ENDS_SESSION.has(b)));

type Caller = [who: string, role: Role, client: AdminClient];
let signIns = 0;
/** The four people and the site administrator, signed in: the team's first sessions, or new ones. */
async function callers(fresh: boolean): Promise<Caller[]> {
  const client = async (role: Role) => {
    if (!fresh) return team[role] as AdminClient;
    signIns += 1;
    return asAdmin(api, (await signInWithEmail(api, `${role}-matrix@example.com`, `198.19.${signIns}.1`)).sessionToken);
  };
  const people = await Promise.all(ROLES.map(async (role): Promise<Caller> => [role, role, await client(role)]));
  const administrator = fresh ? asAdmin(api, (await signIn(api, 'Matrix Owner', `198.19.${signIns}.2`)).sessionToken) : siteAdministrator;
  return [...people, ['site administrator', 'owner', administrator]];
}

/** A request to the call with made-up ids and an empty body: what matters is whether it is let through. */
function request(client: AdminClient, route: Route): Promise<Response> {
  const url = route.path.replace(/:\w+/g, () => randomUUID());
  return route.method === 'GET' || route.method === 'DELETE' ? client.send(route.method, url) : client.send(route.method, url, {});
}

describe('roles on every admin call', () => {
  it('every signed-in admin call declares its role, and every /api/admin route the app serves is a contract call', () => {
    for (const [name, route] of signedInCalls) expect({ name, role: ROLES.includes(route.role as Role) }).toEqual({ name, role: true });
    const declared = new Set(Object.values(adminRoutes as Record<string, Route>).map((route) => `${route.method} ${route.path}`));
    const served = allRoutes(api.deps, new FastPath(() => true)).flatMap((router) =>
      router.stack.flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((method) => `${method} ${String(layer.path)}`)),
    );
    for (const route of served.filter((route) => route.includes(' /api/admin/'))) expect(declared).toContain(route);
  });

  it('a 403 says which role the call needs, as JSON', async () => {
    const response = await team.viewer!.send('POST', '/api/admin/categories', { name: 'Nope', slug: 'nope' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Needs the Editor role', code: 'forbidden', details: { needed: 'editor' } });
    expect(await api.deps.models.Category.exists({ slug: 'nope' })).toBeNull();
  });

  it('each role gets 403 exactly where its role may not make the call (people of every role, and the site administrator as Owner)', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [name, route] of signedInCalls) {
      const needed = route.role as Role;
      const those = await callers(ENDS_SESSION.has(name));
      // Every caller of a call at once.
      const statuses = await Promise.all(those.map(async ([, , client]) => (await request(client, route)).status));
      those.forEach(([who, role], i) => {
        const status = statuses[i] as number;
        outcomes.push(`${name} ${who}: ${status === 403 ? 403 : status === 401 ? 401 : 'let through'}`);
        expected.push(`${name} ${who}: ${roleAllows(role, needed) ? 'let through' : 403}`);
      });
    }
    expect(outcomes).toEqual(expected);
    // Every role is refused something, except the owners.
    for (const role of ['viewer', 'editor', 'publisher'] as const) expect(expected.some((line) => line.endsWith(` ${role}: 403`))).toBe(true);
  });
});
