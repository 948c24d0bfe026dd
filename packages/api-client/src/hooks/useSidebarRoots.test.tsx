import { fireEvent, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@kb/test-support';
import { advance, readSwr, renderToggled, swrWrapper, useRtlFakeTimers } from '../../test/swrTestUtils';
import { useSidebarRoots } from './useSidebarRoots';

const CATEGORY = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  name: 'Camera Tracking',
  slug: 'camera-tracking',
  articleCount: 3,
  ownArticleCount: 1,
  childCount: 1,
};

describe('useSidebarRoots (SPEC §7: refetched on mount and focus, 3 retries at 1 s)', () => {
  it('retries a failing fetch exactly 3 times, 1 s apart, then stops with the error', async () => {
    useRtlFakeTimers();
    const fetchStub = fakeFetch({ '*': { status: 503, body: { error: 'Unavailable' } } });
    const { result } = renderHook(() => readSwr(useSidebarRoots()), { wrapper: swrWrapper() });
    await advance(0);
    expect(fetchStub.requests).toEqual(['/api/sidebar/categories']);
    for (const requests of [2, 3, 4]) {
      await advance(999);
      expect(fetchStub.requests).toHaveLength(requests - 1);
      await advance(1);
      expect(fetchStub.requests).toHaveLength(requests);
    }
    await advance(30_000);
    expect(fetchStub.requests).toHaveLength(4);
    expect(result.current.error?.message).toBe('503: {"error":"Unavailable"}');
  });

  it('fetches again when the window gets focus', async () => {
    useRtlFakeTimers();
    const fetchStub = fakeFetch({ '*': { body: [CATEGORY] } });
    const { result } = renderHook(() => readSwr(useSidebarRoots()), { wrapper: swrWrapper() });
    await waitFor(() => expect(result.current.data).toEqual([CATEGORY]));
    expect(fetchStub.requests).toHaveLength(1);
    fireEvent.focus(window);
    await advance(10);
    expect(fetchStub.requests).toEqual(['/api/sidebar/categories', '/api/sidebar/categories']);
  });

  it('fetches again on every mount even with the list in the cache', async () => {
    useRtlFakeTimers();
    const fetchStub = fakeFetch({ '*': { body: [CATEGORY] } });
    const probe = renderToggled(() => readSwr(useSidebarRoots()));
    probe.show();
    await advance(20);
    expect(probe.latest.current?.data).toEqual([CATEGORY]);
    probe.hide();
    await advance(10);
    probe.show();
    await advance(20);
    expect(fetchStub.requests).toEqual(['/api/sidebar/categories', '/api/sidebar/categories']);
  });
});
