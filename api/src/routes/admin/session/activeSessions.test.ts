import { ActiveSession } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { type AdminClient, adminForFile, asAdmin } from '../../../../test/admin';
import { testApiForFile } from '../../../../test/harness';
import { acceptAndSignIn, invite, PERSON_PASSWORD } from '../../../../test/people';

const api = testApiForFile({ seed: false });
const owner = adminForFile(api, 'Olive Owner', '203.0.113.220');

const emailSignIn = async (email: string, address: string, userAgent: string) => {
  const response = await api.send(
    'POST',
    '/api/admin/login/email',
    { email, password: PERSON_PASSWORD },
    { 'X-Forwarded-For': address, 'User-Agent': userAgent },
  );
  return asAdmin(api, ((await response.json()) as { sessionToken: string }).sessionToken);
};
const listOf = async (client: AdminClient) => ActiveSession.array().parse(await (await client.get('/api/admin/sessions')).json());

describe("the caller's active sessions", () => {
  it('lists how, from where and in what browser each open session of the person began, newest first, and ends one of them', async () => {
    await acceptAndSignIn(api, await invite(owner, 'sam@example.com', 'viewer', 'Sam'), '198.51.103.1');
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const laptop = await emailSignIn('sam@example.com', '198.51.103.2', firefox);
    const phone = await emailSignIn('sam@example.com', '198.51.103.3', 'Phone Browser/2.0');
    const sessions = await listOf(phone);
    expect(sessions.map(({ method, address, userAgent, current }) => ({ method, address, userAgent, current }))).toEqual([
      { method: 'password', address: '198.51.103.3', userAgent: 'Phone Browser/2.0', current: true },
      { method: 'password', address: '198.51.103.2', userAgent: firefox, current: false },
      { method: 'password', address: '198.51.103.1', userAgent: expect.any(String), current: false },
    ]);

    expect(sessions[1]?.browser).toBe('Firefox 133 on Windows');
    const laptopId = sessions[1]!.id;
    const ended = await phone.send('DELETE', `/api/admin/sessions/${laptopId}`);
    expect(ended.status).toBe(200);
    expect((await laptop.get('/api/admin/session')).status).toBe(401);
    expect((await listOf(phone)).map((session) => session.id)).not.toContain(laptopId);
    expect((await phone.send('DELETE', `/api/admin/sessions/${laptopId}`)).status).toBe(404);
  });

  it("never shows or ends anyone else's: another person's sessions, or the shared password's", async () => {
    await acceptAndSignIn(api, await invite(owner, 'ria@example.com', 'owner', 'Ria'), '198.51.103.10');
    const ria = await emailSignIn('ria@example.com', '198.51.103.11', 'Ria Browser');
    const ownersIds = (await listOf(owner)).map((session) => session.id);
    expect((await listOf(owner)).every((session) => session.method === 'sharedPassword')).toBe(true);
    const riasIds = (await listOf(ria)).map((session) => session.id);
    expect(riasIds.some((id) => ownersIds.includes(id))).toBe(false);
    const refused = await ria.send('DELETE', `/api/admin/sessions/${ownersIds[0]}`);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: 'No such open session of yours', code: 'notFound' });
    expect((await owner.get('/api/admin/session')).status).toBe(200);
    expect((await ria.send('DELETE', '/api/admin/sessions/not-a-session')).status).toBe(400);
  });
});
