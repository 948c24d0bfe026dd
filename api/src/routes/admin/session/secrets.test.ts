import { AdminSession, Revision } from '@kb/contracts';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../logger';
import { testApiForFile } from '../../../../test/harness';
import { asAdmin } from '../../../../test/admin';
import { publishedArticles } from '../../../../test/articles';

const PASSWORD = 'log-test-password-7f3a9c';
const WRONG_PASSWORD = 'almost-the-password-7f3a9d';

/** Every line the API logs, at the most verbose level. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

const api = testApiForFile({ env: { ADMIN_PASSWORD: PASSWORD }, logger: createLogger('trace', logStream) });

const login = (password: string, address: string) =>
  api.send('POST', '/api/admin/login', { adminName: 'Secret Keeper', password }, { 'X-Forwarded-For': address });

describe('session tokens and the password stay out of URLs and logs', () => {
  it('through a failed sign-in, sign-in, admin calls, a token in a query string, and logout', async () => {
    expect((await login(WRONG_PASSWORD, '203.0.113.60')).status).toBe(401);

    const signedIn = await login(PASSWORD, '203.0.113.61');
    expect(signedIn.status).toBe(200);
    // The token travels only in the JSON body: the only cookie is the device cookie (sign-in limits),
    // which does not carry it, and there is no redirect to a URL carrying it.
    expect(signedIn.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual(['kb_device']);
    expect(signedIn.headers.get('location')).toBeNull();
    const { sessionToken } = AdminSession.parse(await signedIn.json());
    expect(signedIn.headers.getSetCookie()[0]).not.toContain(sessionToken);
    const admin = asAdmin(api, sessionToken);

    const article = publishedArticles(api.deps.readModel)[0]!;
    expect((await admin.get('/api/admin/reference-urls')).status).toBe(200);
    expect((await admin.send('POST', '/api/admin/reference-urls', { url: 'https://competitor.example.com/kb' })).status).toBe(201);
    expect((await admin.get('/api/admin/live-articles')).status).toBe(200);
    const saved = await admin.send('POST', '/api/admin/save-revision', { articleId: article._id, content: '<p>Logged edit.</p>' });
    expect(saved.status).toBe(200);
    const revision = Revision.parse(await saved.json());
    expect((await admin.send('POST', `/api/admin/publish-revision/${revision.id}`)).status).toBe(200);
    expect((await admin.send('POST', '/api/admin/save-revision', '{"articleId": broken')).status).toBe(400);

    // A token in the URL is never accepted, so no client can be written to put it there.
    for (const query of ['token', 'access_token', 'sessionToken']) {
      const response = await api.get(`/api/admin/reference-urls?${query}=${sessionToken}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'No authentication token', code: 'unauthorized' });
    }

    const audit = await admin.get('/api/admin/audit-log');
    expect(audit.status).toBe(200);
    const auditText = await audit.text();
    expect(auditText).toContain('revision.publish');

    expect((await admin.send('POST', '/api/admin/logout')).status).toBe(200);
    expect((await admin.get('/api/admin/reference-urls')).status).toBe(401);

    const logs = logLines.join('');
    // The logs did record this traffic: 14 requests (refused ones too) and the failed sign-in...
    expect(logLines.length).toBeGreaterThanOrEqual(15);
    expect(logs).toContain('"path":"/api/admin/reference-urls","status":401');
    expect(logs).toContain('"path":"/api/admin/publish-revision/');
    expect(logs).toContain('admin sign-in failed');
    // ...and hold no secret, nor does the audit log.
    for (const secret of [sessionToken, PASSWORD, WRONG_PASSWORD]) {
      expect(logs).not.toContain(secret);
      expect(auditText).not.toContain(secret);
    }
  }, 60_000);
});
