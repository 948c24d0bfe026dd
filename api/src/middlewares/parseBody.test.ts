import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, TEST_PASSWORD } from '../../test/admin';
import { testApiForFile } from '../../test/harness';
import { publishedArticles } from '../../test/articles';

const api = testApiForFile();
let token: string;
beforeAll(async () => {
  token = (await signIn(api, 'Body Checker', '198.51.100.30')).sessionToken;
});

const bigRevision = (articleId: string) => JSON.stringify({ articleId, content: `<p>${'word '.repeat(340_000)}</p>` }); // about 1.7 MB

describe('admin bodies are parsed only after the token is checked', () => {
  it('a 1.7 MB body with an unknown token gets 401 before it is parsed', async () => {
    const article = publishedArticles(api.deps.readModel)[0]!;
    let parsed = false;
    const original = JSON.parse;
    JSON.parse = ((...args: Parameters<typeof JSON.parse>) => {
      if (typeof args[0] === 'string' && args[0].length > 1_000_000) parsed = true;
      return original(...args);
    }) as typeof JSON.parse;
    try {
      const response = await api.send('POST', '/api/admin/save-revision', bigRevision(article._id), { Authorization: `Bearer ${'A'.repeat(43)}` });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid session token', code: 'unauthorized' });
    } finally {
      JSON.parse = original;
    }
    expect(parsed).toBe(false);
  });

  it('an anonymous body over 16 KB is refused with 413 without being read, wherever it is sent', async () => {
    for (const pathname of ['/api/admin/save-revision', '/api/admin/login']) {
      const response = await api.send('POST', pathname, JSON.stringify({ adminName: 'x'.repeat(20_000), password: 'y' }));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: 'Request body too large', code: 'payloadTooLarge' });
    }
  });

  it('a signed-in admin still sends bodies up to the admin limit (a 1.7 MB body reaches validation)', async () => {
    const article = publishedArticles(api.deps.readModel)[0]!;
    const response = await asAdmin(api, token).send('POST', '/api/admin/save-revision', JSON.parse(bigRevision(article._id)));
    // Parsed and validated: the article HTML limit (1,000,000 characters) is what refuses it.
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('Content is too large');
    const normal = await asAdmin(api, token).send('POST', '/api/admin/save-revision', { articleId: article._id, content: `<p>${'word '.repeat(5_000)}</p>` });
    expect(normal.status).toBe(200);
  });
});

describe('prototype keys', () => {
  it.each([
    '{"adminName":"a","password":"b","__proto__":{"polluted":true}}',
    '{"adminName":"a","password":"b","constructor":{"prototype":{"polluted":true}}}',
    '{"adminName":"a","password":"b","nested":{"constructor":{"prototype":{"polluted":true}}}}',
  ])('are refused with the error that says so: %s', async (body) => {
    const response = await api.send('POST', '/api/admin/login', body, { 'X-Forwarded-For': '198.51.100.31' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'JSON body must not contain "__proto__" or "constructor.prototype" keys', code: 'badRequest' });
  });
});

describe('admin answers', () => {
  it('carry Cache-Control: no-store, the sign-in answer with its token and errors included', async () => {
    const signedIn = await api.send(
      'POST',
      '/api/admin/login',
      { adminName: 'Store Checker', password: 'wrong-password' },
      { 'X-Forwarded-For': '198.51.100.32' },
    );
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const ok = await api.send('POST', '/api/admin/login', { adminName: 'Store Checker', password: TEST_PASSWORD }, { 'X-Forwarded-For': '198.51.100.33' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const session = (await ok.json()) as { sessionToken: string };
    expect((await asAdmin(api, session.sessionToken).get('/api/admin/live-articles')).headers.get('cache-control')).toBe('no-store');
    expect((await api.get('/api/admin/live-articles')).headers.get('cache-control')).toBe('no-store');
  });
});
