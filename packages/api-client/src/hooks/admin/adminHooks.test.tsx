import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@kb/test-support';
import { swrWrapper } from '../../../test/swrTestUtils';
import { useAddReferenceUrl } from './useAddReferenceUrl';
import { useArticleContent } from './useAdminBrowse';
import { useArticleLifecycle } from './useArticleLifecycle';
import { useLiveArticles } from './useLiveArticles';
import { usePublishRevision } from './usePublishRevision';
import { useReferenceUrls } from './useReferenceUrls';
import { useRevisions } from './useRevisions';
import { useUpdateReferenceUrl } from './useUpdateReferenceUrl';

const URL_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const ARTICLE_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const REVISION_ID = '16fd2706-8baf-433b-82eb-8c7fada847da';

let api: ReturnType<typeof fakeFetch> | null = null;

const urls = [{ id: URL_ID, url: 'https://example.com/kb', enabled: false }];
const revision = { id: REVISION_ID, articleId: ARTICLE_ID, content: '<p>x</p>', adminName: 'Ada', createdAt: '2025-01-01T10:00:00.000Z', isPublished: true };

describe('admin hooks', () => {
  it('fetch nothing until a token exists, then send it as a bearer token', async () => {
    api = fakeFetch({ '*': { body: urls } });
    const wrapper = swrWrapper();
    const { result, rerender } = renderHook(({ token }) => useReferenceUrls(token), { wrapper, initialProps: { token: null as string | null } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
    rerender({ token: 'abc' });
    await waitFor(() => expect(result.current.data).toEqual(urls));
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/api/admin/reference-urls', auth: 'Bearer abc' });
  });

  it('revisions wait for both the token and an article', async () => {
    api = fakeFetch({ '*': { body: [revision] } });
    const { result } = renderHook(() => [useRevisions('abc', null), useRevisions(null, ARTICLE_ID)], { wrapper: swrWrapper() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
    expect(result.current.every((hook) => hook.data === undefined)).toBe(true);
  });

  it('adding a URL sends the trimmed value and fetches the list again', async () => {
    api = fakeFetch({ 'POST /api/admin/reference-urls': { body: urls[0] }, '*': { body: urls } });
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
    api = fakeFetch({ '*': (call) => (call.method === 'PATCH' ? failed : { body: urls }) });
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
    api = fakeFetch({
      [`POST /api/admin/publish-revision/${REVISION_ID}`]: { body: revision },
      'GET /api/admin/live-articles': { body: [] },
      '*': { body: [revision] },
    });
    const wrapper = swrWrapper();
    const { result } = renderHook(
      () => ({ live: useLiveArticles('abc'), revisions: useRevisions('abc', ARTICLE_ID), publish: usePublishRevision('abc', ARTICLE_ID) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.revisions.data).toHaveLength(1));
    await act(() => result.current.publish.trigger(REVISION_ID));
    expect(api.calls.some((call) => call.method === 'POST' && call.path === `/api/admin/publish-revision/${REVISION_ID}`)).toBe(true);
    await waitFor(() => {
      expect(api!.calls.filter((call) => call.path === '/api/admin/live-articles')).toHaveLength(2);
      expect(api!.calls.filter((call) => call.path === `/api/admin/revisions/${ARTICLE_ID}`)).toHaveLength(2);
    });
  });
});

describe('deleting an article', () => {
  it('does not fetch its views again (they would fail with 404 while the screen still shows it), and refreshes the others', async () => {
    let deleted = false;
    const content = { id: ARTICLE_ID, title: 'Draft', slug: 'draft', content: '<p>x</p>', status: 'draft', categoryId: null };
    api = fakeFetch({
      [`DELETE /api/admin/articles/${ARTICLE_ID}`]: () => {
        deleted = true;
        return { body: { ok: true } };
      },
      [`GET /api/admin/articles/${ARTICLE_ID}/content`]: () =>
        deleted ? { status: 404, body: { error: 'Article not found', code: 'notFound' } } : { body: content },
      'GET /api/admin/live-articles': { body: [] },
    });
    const { result } = renderHook(
      () => ({ content: useArticleContent('abc', ARTICLE_ID), live: useLiveArticles('abc'), lifecycle: useArticleLifecycle('abc') }),
      {
        wrapper: swrWrapper(),
      },
    );
    await waitFor(() => expect(result.current.content.data).toBeDefined());
    await waitFor(() => expect(api!.made('GET', '/api/admin/live-articles')).toHaveLength(1));
    await act(() => result.current.lifecycle.trigger({ id: ARTICLE_ID, action: 'delete' }));
    await waitFor(() => expect(api!.made('GET', '/api/admin/live-articles')).toHaveLength(2));
    expect(api.made('GET', `/api/admin/articles/${ARTICLE_ID}/content`)).toHaveLength(1);
    expect(result.current.content.error).toBeUndefined();
  });
});
