import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swrWrapper } from '../../test/swrTestUtils';
import { useAddReferenceUrl } from './useAddReferenceUrl';
import { useLiveArticles } from './useLiveArticles';
import { usePublishRevision } from './usePublishRevision';
import { useReferenceUrls } from './useReferenceUrls';
import { useRevisions } from './useRevisions';
import { useUpdateReferenceUrl } from './useUpdateReferenceUrl';

const URL_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const ARTICLE_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const REVISION_ID = '16fd2706-8baf-433b-82eb-8c7fada847da';

interface Call {
  method: string;
  url: string;
  auth: string | null;
  body: unknown;
}

/** A fake admin API: records each call and answers from `respond`. */
function fakeApi(respond: (call: Call) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>) {
  const calls: Call[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call = {
      method: init?.method ?? 'GET',
      url: String(input),
      auth: headers.Authorization ?? null,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    const { status = 200, body } = await respond(call);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { calls, restore: () => spy.mockRestore() };
}

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

const urls = [{ id: URL_ID, url: 'https://example.com/kb', enabled: false }];
const revision = { id: REVISION_ID, articleId: ARTICLE_ID, content: '<p>x</p>', adminName: 'Ada', createdAt: '2025-01-01T10:00:00.000Z', isPublished: true };

describe('admin hooks', () => {
  it('fetch nothing until a token exists, then send it as a bearer token', async () => {
    api = fakeApi(() => ({ body: urls }));
    const wrapper = swrWrapper();
    const { result, rerender } = renderHook(({ token }) => useReferenceUrls(token), { wrapper, initialProps: { token: null as string | null } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
    rerender({ token: 'abc' });
    await waitFor(() => expect(result.current.data).toEqual(urls));
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: '/api/admin/reference-urls', auth: 'Bearer abc' });
  });

  it('revisions wait for both the token and an article', async () => {
    api = fakeApi(() => ({ body: [revision] }));
    const { result } = renderHook(() => [useRevisions('abc', null), useRevisions(null, ARTICLE_ID)], { wrapper: swrWrapper() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
    expect(result.current.every((hook) => hook.data === undefined)).toBe(true);
  });

  it('adding a URL sends the trimmed value and fetches the list again', async () => {
    api = fakeApi((call) => (call.method === 'POST' ? { body: urls[0] } : { body: urls }));
    const wrapper = swrWrapper();
    const { result } = renderHook(() => ({ list: useReferenceUrls('abc'), add: useAddReferenceUrl('abc') }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toEqual(urls));
    await act(() => result.current.add.trigger('  https://example.com/kb  '));
    expect(api.calls[1]).toMatchObject({ method: 'POST', body: { url: 'https://example.com/kb' } });
    await waitFor(() => expect(api!.calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('a failed toggle rolls the optimistic change back', async () => {
    let fail: () => void = () => undefined;
    const failed = new Promise<{ status: number; body: unknown }>((resolve) => {
      fail = () => resolve({ status: 500, body: { error: 'Internal error' } });
    });
    api = fakeApi((call) => (call.method === 'PATCH' ? failed : { body: urls }));
    const wrapper = swrWrapper();
    const { result } = renderHook(() => ({ list: useReferenceUrls('abc'), update: useUpdateReferenceUrl('abc') }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toEqual(urls));
    const arg = { id: URL_ID, enabled: true };
    const pending = result.current.update.toggle(arg);
    await waitFor(() => expect(result.current.list.data?.[0]?.enabled).toBe(true));
    fail();
    await act(() => expect(pending).rejects.toThrow('500'));
    await waitFor(() => expect(result.current.list.data?.[0]?.enabled).toBe(false));
  });

  it('publishing refreshes the revisions and the live articles', async () => {
    api = fakeApi((call) => {
      if (call.method === 'POST') return { body: revision };
      if (call.url.includes('live-articles')) return { body: [] };
      return { body: [revision] };
    });
    const wrapper = swrWrapper();
    const { result } = renderHook(
      () => ({ live: useLiveArticles('abc'), revisions: useRevisions('abc', ARTICLE_ID), publish: usePublishRevision('abc', ARTICLE_ID) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.revisions.data).toHaveLength(1));
    await act(() => result.current.publish.trigger(REVISION_ID));
    expect(api.calls.some((call) => call.method === 'POST' && call.url === `/api/admin/publish-revision/${REVISION_ID}`)).toBe(true);
    await waitFor(() => {
      expect(api!.calls.filter((call) => call.url === '/api/admin/live-articles')).toHaveLength(2);
      expect(api!.calls.filter((call) => call.url === `/api/admin/revisions/${ARTICLE_ID}`)).toHaveLength(2);
    });
  });
});
