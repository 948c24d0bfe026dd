import { describe, expect, it } from 'vitest';
import { adminRoutes, publicRoutes, type AdminCallName } from '@kb/contracts';
import { fakeFetch } from '@kb/test-support';
import { request, type CallInput } from './client';
import { adminRequest } from './hooks/admin/adminRequest';
import { ApiError, RateLimitedError, UnauthorizedError } from './errors';
import { apiFetch } from './fetcher';

let fake: ReturnType<typeof fakeFetch> | null = null;
/** What the client sent: each call's URL and options. */
const sent = () => fake!.calls.map(({ path, init }) => ({ url: path, init }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiFetch (SPEC §7 default fetch helper)', () => {
  it('GETs the key segments joined with "/", with credentials, and parses the JSON', async () => {
    fake = fakeFetch({ '*': () => json({ title: 'Lens Calibration Basics' }) });
    const data = await apiFetch(['/api/articles', 'lens-calibration-basics']);
    expect(data).toEqual({ title: 'Lens Calibration Basics' });
    expect(sent()).toEqual([{ url: '/api/articles/lens-calibration-basics', init: expect.objectContaining({ method: 'GET', credentials: 'include' }) }]);
  });

  it("fails a non-OK answer with '{status}: {body text}'", async () => {
    fake = fakeFetch({ '*': () => new Response('Article not found', { status: 404, statusText: 'Not Found' }) });
    await expect(apiFetch('/api/articles/missing')).rejects.toMatchObject({ message: '404: Article not found' });
  });

  it("falls back to the status text when the body is empty: '{status}: {status text}'", async () => {
    fake = fakeFetch({ '*': () => new Response('', { status: 503, statusText: 'Service Unavailable' }) });
    await expect(apiFetch('/api/stats')).rejects.toMatchObject({ message: '503: Service Unavailable' });
  });

  it('throws on 401 by default', async () => {
    fake = fakeFetch({ '*': () => new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }) });
    await expect(apiFetch('/api/admin/reference-urls')).rejects.toMatchObject({ message: '401: Unauthorized' });
  });

  it('returns null on 401 when asked to', async () => {
    fake = fakeFetch({ '*': () => new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }) });
    await expect(apiFetch('/api/admin/reference-urls', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('still throws other errors when 401 returns null', async () => {
    fake = fakeFetch({ '*': () => new Response('Forbidden', { status: 403, statusText: 'Forbidden' }) });
    await expect(apiFetch('/api/admin/reference-urls', { on401: 'returnNull' })).rejects.toMatchObject({ message: '403: Forbidden' });
  });
});

describe('error classes, mapped from the stable code on the wire', () => {
  it('a 401 is an UnauthorizedError with its code', async () => {
    fake = fakeFetch({ '*': () => json({ error: 'Session expired', code: 'unauthorized' }, 401) });
    const error = await apiFetch('/api/admin/reference-urls').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', message: '401: {"error":"Session expired","code":"unauthorized"}' });
  });

  it('a 429 is a RateLimitedError that knows when to try again', async () => {
    fake = fakeFetch({
      '*': () => new Response(JSON.stringify({ error: 'Too many attempts', code: 'rateLimited' }), { status: 429, headers: { 'Retry-After': '42' } }),
    });
    const error = await apiFetch('/api/admin/login').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ code: 'rateLimited', retryAfterSeconds: 42 });
  });

  it('other codes stay plain ApiErrors carrying the code of the body', async () => {
    fake = fakeFetch({ '*': () => json({ error: 'This URL is already saved', code: 'conflict' }, 409) });
    const error = await apiFetch('/api/admin/reference-urls').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ status: 409, code: 'conflict' });
  });

  it('an answer without a code (a proxy page) gets the code of its status, or none', async () => {
    fake = fakeFetch({ '*': () => new Response('<h1>Unauthorized</h1>', { status: 401 }) });
    await expect(apiFetch('/api/admin/reference-urls')).rejects.toBeInstanceOf(UnauthorizedError);
    fake.restore();
    fake = fakeFetch({ '*': () => new Response('<h1>Bad Gateway</h1>', { status: 502 }) });
    await expect(apiFetch('/api/stats')).rejects.toMatchObject({ status: 502, code: null });
  });
});

// The sign-ins and the invitation links are made without a session.
const adminCalls = (Object.keys(adminRoutes) as AdminCallName[]).filter((name) => adminRoutes[name].auth);
const anyParams = { id: 'a', articleId: 'b', revisionId: 'c' };

describe('request (SPEC §6: bearer token on all /api/admin calls except the sign-ins and invitation links)', () => {
  it.each(adminCalls)('%s sends the session token as a bearer token, with credentials', async (name) => {
    fake = fakeFetch({ '*': () => json({}) });
    await adminRequest(name, { token: 'session-123', params: anyParams } as CallInput<AdminCallName>);
    expect(sent()).toEqual([
      {
        url: expect.stringMatching(/^\/api\/admin\//),
        init: expect.objectContaining({ credentials: 'include', headers: expect.objectContaining({ Authorization: 'Bearer session-123' }) }),
      },
    ]);
  });

  it.each(adminCalls)("%s fails with 'No authentication token' and sends nothing without a token", async (name) => {
    fake = fakeFetch({ '*': () => json({}) });
    await expect(adminRequest(name, { token: null, params: anyParams } as CallInput<AdminCallName>)).rejects.toMatchObject({
      message: 'No authentication token',
    });
    expect(sent()).toEqual([]);
  });

  it("every /api/admin call is in the admin table, none in the visitors' one", () => {
    expect(Object.values(publicRoutes).filter((route) => route.path.startsWith('/api/admin/'))).toEqual([]);
    expect(Object.values(adminRoutes).every((route) => route.path.startsWith('/api/admin/'))).toBe(true);
  });

  it('covers the admin calls, and login and public calls send no Authorization header', async () => {
    // SPEC §7's 15 admin calls, plus those of authoring and insights (each one is checked above).
    expect(adminCalls.length).toBeGreaterThanOrEqual(15);
    fake = fakeFetch({ '*': () => json({}) });
    await adminRequest('login', { body: { adminName: 'Ada', password: 'secret' } });
    await request('categories');
    await adminRequest('loginWithEmail', { body: { email: 'ada@example.com', password: 'secret' } });
    expect(sent().map((call) => call.url)).toEqual(['/api/admin/login', '/api/categories', '/api/admin/login/email']);
    for (const call of sent()) expect(call.init.headers).not.toHaveProperty('Authorization');
  });
});
