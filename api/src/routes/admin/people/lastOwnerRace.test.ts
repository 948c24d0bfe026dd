import { afterEach, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type AdminClient } from '../../../../test/admin';
import { startTestApi, type TestApi } from '../../../../test/harness';
import { acceptAndSignIn, invite } from '../../../../test/people';

/** Each test gets two instances on a database of its own (who is owner differs). */
const apis: TestApi[] = [];
afterEach(async () => {
  await Promise.all(apis.splice(0).map((api) => api.close()));
});
async function twoInstances() {
  const a = await startTestApi({ seed: false });
  const b = await startTestApi({ seed: false, uri: a.databaseUri });
  apis.push(a, b);
  return { a, b, siteAdministrator: asAdmin(a, (await signIn(a, 'Olive Owner', nextAddress())).sessionToken) };
}

const ROUNDS = 6;
let addresses = 0;
const nextAddress = () => `198.51.130.${(addresses += 1)}`;

/** The owners who can sign in (an owner role and a password set). */
async function activeOwners(client: AdminClient): Promise<string[]> {
  const people = (await (await client.get('/api/admin/people')).json()) as { email: string; role: string; status: string }[];
  return people.filter((person) => person.role === 'owner' && person.status === 'active').map((person) => person.email);
}

const statuses = (responses: Response[]) => responses.map((response) => response.status).sort();

describe('the last owner who can sign in stays, also against changes at once', () => {
  it('two owners demoting (or removing) each other at once, on two instances, with the shared-password sign-in off: one of them stays owner', async () => {
    const { a, b, siteAdministrator } = await twoInstances();
    const [xInvite, yInvite] = [
      await invite(siteAdministrator, 'xena@example.com', 'owner', 'Xena'),
      await invite(siteAdministrator, 'yuri@example.com', 'owner', 'Yuri'),
    ];
    const x = asAdmin(a, (await acceptAndSignIn(a, xInvite, nextAddress())).sessionToken);
    const y = asAdmin(b, (await acceptAndSignIn(b, yInvite, nextAddress())).sessionToken);
    expect((await x.send('PATCH', '/api/admin/site-settings', { sharedPasswordSignIn: false })).status).toBe(200);

    for (let round = 1; round <= ROUNDS; round += 1) {
      const answers = await Promise.all([
        x.send('PATCH', `/api/admin/people/${yInvite.person.id}`, { role: 'editor' }),
        y.send('PATCH', `/api/admin/people/${xInvite.person.id}`, { role: 'editor' }),
      ]);
      expect(statuses(answers)).toEqual([200, 409]);
      expect(await activeOwners(x)).toHaveLength(1);
      // The one left promotes the other again for the next round.
      const [stayed, demoted] = answers[0]!.status === 200 ? [x, yInvite] : [y, xInvite];
      expect((await stayed.send('PATCH', `/api/admin/people/${demoted.person.id}`, { role: 'owner' })).status).toBe(200);
    }

    const removals = await Promise.all([
      x.send('DELETE', `/api/admin/people/${yInvite.person.id}`),
      y.send('DELETE', `/api/admin/people/${xInvite.person.id}`),
    ]);
    expect(statuses(removals)).toEqual([200, 409]);
    expect(await activeOwners(removals[0]!.status === 200 ? x : y)).toHaveLength(1);
  });

  it('the shared-password sign-in switched off while its only other owner is demoted, at once: one of the two is refused', async () => {
    const { a, b, siteAdministrator } = await twoInstances();
    const invitation = await invite(siteAdministrator, 'zora@example.com', 'owner', 'Zora');
    const zora = asAdmin(a, (await acceptAndSignIn(a, invitation, nextAddress())).sessionToken);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const spec = asAdmin(b, (await signIn(b, 'Olive Owner', nextAddress())).sessionToken);
      const [off, demotion] = await Promise.all([
        spec.send('PATCH', '/api/admin/site-settings', { sharedPasswordSignIn: false }),
        spec.send('PATCH', `/api/admin/people/${invitation.person.id}`, { role: 'viewer' }),
      ]);
      expect(statuses([off, demotion])).toEqual([200, 409]);
      if (off.status === 200) {
        // Zora is still the owner who can sign in; she switches it on again for the next round.
        expect(await activeOwners(zora)).toEqual(['zora@example.com']);
        expect((await zora.send('PATCH', '/api/admin/site-settings', { sharedPasswordSignIn: true })).status).toBe(200);
      } else {
        expect((await spec.send('PATCH', `/api/admin/people/${invitation.person.id}`, { role: 'owner' })).status).toBe(200);
      }
    }
  });
});
