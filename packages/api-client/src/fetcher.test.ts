import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes, type CallName } from '@kb/contracts';
import { request, type CallInput } from './client';
import { apiFetch } from './fetcher';

interface Sent {
  url: string;
  init: RequestInit;
}

/** Replaces fetch with one that records each call and answers with `response()`. */
function fakeFetch(response: () => Response) {
  const sent: Sent[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    sent.push({ url: String(input), init: init ?? {} });
    return response();
  });
  return { sent, restore: () => spy.mockRestore() };
}

let fake: ReturnType<typeof fakeFetch> | null = null;
afterEach(() => {
  fake?.restore();
  fake = null;
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiFetch (SPEC §7 default fetch helper)', () => {
  it('GETs the key segments joined with "/", with credentials, and parses the JSON', async () => {
    fake = fakeFetch(() => json({ title: 'Lens Calibration Basics' }));
    const data = await apiFetch(['/api/articles', 'lens-calibration-basics']);
    expect(data).toEqual({ title: 'Lens Calibration Basics' });
    expect(fake.sent).toEqual([
      { url: '/api/articles/lens-calibration-basics', init: expect.objectContaining({ method: 'GET', credentials: 'include' }) },
    ]);
  });

  it("fails a non-OK answer with '{status}: {body text}'", async () => {
    fake = fakeFetch(() => new Response('Article not found', { status: 404, statusText: 'Not Found' }));
    await expect(apiFetch('/api/articles/missing')).rejects.toMatchObject({ message: '404: Article not found' });
  });

  it("falls back to the status text when the body is empty: '{status}: {status text}'", async () => {
    fake = fakeFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiFetch('/api/stats')).rejects.toMatchObject({ message: '503: Service Unavailable' });
  });

  it('throws on 401 by default', async () => {
    fake = fakeFetch(() => new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiFetch('/api/admin/reference-urls')).rejects.toMatchObject({ message: '401: Unauthorized' });
  });

  it('returns null on 401 when asked to', async () => {
    fake = fakeFetch(() => new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiFetch('/api/admin/reference-urls', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('still throws other errors when 401 returns null', async () => {
    fake = fakeFetch(() => new Response('Forbidden', { status: 403, statusText: 'Forbidden' }));
    await expect(apiFetch('/api/admin/reference-urls', { on401: 'returnNull' })).rejects.toMatchObject({ message: '403: Forbidden' });
  });
});

const adminCalls = (Object.keys(routes) as CallName[]).filter((name) => routes[name].path.startsWith('/api/admin/') && name !== 'login');
const anyParams = { id: 'a', articleId: 'b', revisionId: 'c' };

describe('request (SPEC §6: bearer token on all /api/admin calls except login)', () => {
  it.each(adminCalls)('%s sends the session token as a bearer token, with credentials', async (name) => {
    fake = fakeFetch(() => json({}));
    await request(name, { token: 'session-123', params: anyParams } as CallInput<CallName>);
    expect(fake.sent).toEqual([
      {
        url: expect.stringMatching(/^\/api\/admin\//),
        init: expect.objectContaining({ credentials: 'include', headers: expect.objectContaining({ Authorization: 'Bearer session-123' }) }),
      },
    ]);
  });

  it.each(adminCalls)("%s fails with 'No authentication token' and sends nothing without a token", async (name) => {
    fake = fakeFetch(() => json({}));
    await expect(request(name, { token: null, params: anyParams } as CallInput<CallName>)).rejects.toMatchObject({ message: 'No authentication token' });
    expect(fake.sent).toEqual([]);
  });

  it('covers the admin calls, and login and public calls send no Authorization header', async () => {
    expect(adminCalls).toHaveLength(15);
    fake = fakeFetch(() => json({}));
    await request('login', { body: { adminName: 'Ada', password: 'secret' } });
    await request('categories');
    expect(fake.sent.map((call) => call.url)).toEqual(['/api/admin/login', '/api/categories']);
    for (const call of fake.sent) expect(call.init.headers).not.toHaveProperty('Authorization');
  });
});
