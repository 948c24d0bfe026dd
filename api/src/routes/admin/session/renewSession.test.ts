import { RenewedSession } from '@kb/contracts';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../../test/harness';
import { asAdmin, signIn } from '../../../../test/admin';

const api = testApiForFile({ seed: false, env: { ADMIN_SESSION_MINUTES: 5 } });

const stored = (token: string) => api.deps.models.AdminSession.findById(createHash('sha256').update(token).digest('hex')).lean();

describe('POST /api/admin/session/renew (Stay signed in)', () => {
  it('moves the same session’s end to ADMIN_SESSION_MINUTES from now; the token keeps working', async () => {
    const { sessionToken } = await signIn(api, 'Viewer Vera', '198.51.100.40');
    // Two minutes left, as when the console warns.
    await api.deps.models.AdminSession.updateOne({ _id: (await stored(sessionToken))!._id }, { $set: { expiresAt: new Date(Date.now() + 120_000) } });
    const before = Date.now();
    const response = await asAdmin(api, sessionToken).send('POST', '/api/admin/session/renew');
    expect(response.status).toBe(200);
    const { expiresAt } = RenewedSession.parse(await response.json());
    expect(Date.parse(expiresAt)).toBeGreaterThanOrEqual(before + 5 * 60_000);
    expect(Date.parse(expiresAt)).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    expect(new Date((await stored(sessionToken))!.expiresAt).toISOString()).toBe(expiresAt);
    expect((await asAdmin(api, sessionToken).get('/api/admin/session')).status).toBe(200);
  });

  it('answers 401 JSON without a session, after logout and after expiry; never brings a session back', async () => {
    expect((await api.send('POST', '/api/admin/session/renew')).status).toBe(401);

    const loggedOut = await signIn(api, 'Ada', '198.51.100.41');
    await asAdmin(api, loggedOut.sessionToken).send('POST', '/api/admin/logout');
    const afterLogout = await asAdmin(api, loggedOut.sessionToken).send('POST', '/api/admin/session/renew');
    expect(afterLogout.status).toBe(401);
    expect(await afterLogout.json()).toMatchObject({ code: 'unauthorized' });

    const expired = await signIn(api, 'Grace', '198.51.100.42');
    await api.deps.models.AdminSession.updateOne({ _id: (await stored(expired.sessionToken))!._id }, { $set: { expiresAt: new Date(Date.now() - 1) } });
    expect((await asAdmin(api, expired.sessionToken).send('POST', '/api/admin/session/renew')).status).toBe(401);
    expect(await stored(expired.sessionToken)).toBeNull();
  });

  it('concurrent renewals all succeed and leave one open session', async () => {
    const { sessionToken } = await signIn(api, 'Linus', '198.51.100.43');
    const answers = await Promise.all(Array.from({ length: 8 }, () => asAdmin(api, sessionToken).send('POST', '/api/admin/session/renew')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(await api.deps.models.AdminSession.countDocuments({ adminName: 'Linus', revokedAt: null })).toBe(1);
  });
});
