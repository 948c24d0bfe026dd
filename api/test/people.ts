import { AdminSession, PersonLink, type Role } from '@kb/contracts';
import { beforeAll } from 'vitest';
import { asAdmin, type AdminClient } from './admin';
import type { TestApi } from './harness';

export const PERSON_PASSWORD = 'correct horse battery';

/** The secret of an invitation or reset link (after `#invitation=`). */
export function tokenOf(link: string): string {
  return new URL(link).hash.replace('#invitation=', '');
}

/** The owner invites `email` with `role` over HTTP; answers the invitation (person and link). */
export async function invite(owner: AdminClient, email: string, role: Role, name = email.split('@')[0] ?? email): Promise<PersonLink> {
  const response = await owner.send('POST', '/api/admin/people', { email, name, role });
  if (response.status !== 201) throw new Error(`invite failed: ${response.status} ${await response.text()}`);
  return PersonLink.parse(await response.json());
}

/** Sets the password from the link, then signs in with the address (from its own client address). */
export async function acceptAndSignIn(api: TestApi, invitation: PersonLink, address: string, password = PERSON_PASSWORD): Promise<AdminSession> {
  const accepted = await api.send('POST', '/api/admin/invitations/accept', { token: tokenOf(invitation.link), password });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${await accepted.text()}`);
  return signInWithEmail(api, invitation.person.email, address, password);
}

export async function signInWithEmail(api: TestApi, email: string, address: string, password = PERSON_PASSWORD): Promise<AdminSession> {
  const response = await api.send('POST', '/api/admin/login/email', { email, password }, { 'X-Forwarded-For': address });
  if (response.status !== 200) throw new Error(`email sign-in failed: ${response.status} ${await response.text()}`);
  return AdminSession.parse(await response.json());
}

/** A signed-in person of each role, invited by `owner`: their clients by role. */
export async function teamOf(api: TestApi, owner: AdminClient, roles: readonly Role[], tag: string): Promise<Record<string, AdminClient>> {
  const clients: Record<string, AdminClient> = {};
  let n = 0;
  for (const role of roles) {
    n += 1;
    const session = await acceptAndSignIn(api, await invite(owner, `${role}-${tag}@example.com`, role), `198.18.${n}.${n}`);
    clients[role] = asAdmin(api, session.sessionToken);
  }
  return clients;
}

/** `teamOf` for a test file: its people are invited and signed in before its tests; each client is usable in them. */
export function teamForFile<R extends Role>(api: TestApi, owner: AdminClient, roles: readonly R[], tag: string): Record<R, AdminClient> {
  let team: Record<string, AdminClient> | undefined;
  beforeAll(async () => {
    team = await teamOf(api, owner, roles, tag);
  });
  const member = (role: R) => {
    if (!team) throw new Error('the team signs in before the tests: use it in hooks and tests');
    return team[role]!;
  };
  const clients = {} as Record<R, AdminClient>;
  for (const role of roles)
    clients[role] = { get: (pathname) => member(role).get(pathname), send: (method, pathname, body) => member(role).send(method, pathname, body) };
  return clients;
}
