import { fireEvent, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advance, readSwr, renderToggled, stubFetch, swrWrapper, useRtlFakeTimers } from '../test/swrTestUtils';
import { useCategories } from './useCategories';

const CATEGORY = { id: '0f8fad5b-d9cb-469f-a165-70867728950e', name: 'Camera Tracking', slug: 'camera-tracking' };

describe('useCategories (SPEC §7: refetched on mount and focus, 3 retries at 1 s)', () => {
  it('retries a failing fetch exactly 3 times, 1 s apart, then stops with the error', async () => {
    useRtlFakeTimers();
    const fetchStub = stubFetch(() => ({ status: 503, body: { error: 'Unavailable' } }));
    const { result } = renderHook(() => readSwr(useCategories()), { wrapper: swrWrapper() });
    await advance(0);
    expect(fetchStub.urls).toEqual(['/api/categories']);
    for (const requests of [2, 3, 4]) {
      await advance(999);
      expect(fetchStub.urls).toHaveLength(requests - 1);
      await advance(1);
      expect(fetchStub.urls).toHaveLength(requests);
    }
    await advance(30_000);
    expect(fetchStub.urls).toHaveLength(4);
    expect(result.current.error?.message).toBe('503: {"error":"Unavailable"}');
  });

  it('fetches again when the window gets focus', async () => {
    useRtlFakeTimers();
    const fetchStub = stubFetch(() => ({ body: [CATEGORY] }));
    const { result } = renderHook(() => readSwr(useCategories()), { wrapper: swrWrapper() });
    await waitFor(() => expect(result.current.data).toEqual([CATEGORY]));
    expect(fetchStub.urls).toHaveLength(1);
    fireEvent.focus(window);
    await advance(10);
    expect(fetchStub.urls).toEqual(['/api/categories', '/api/categories']);
  });

  it('fetches again on every mount even with the list in the cache', async () => {
    useRtlFakeTimers();
    const fetchStub = stubFetch(() => ({ body: [CATEGORY] }));
    const probe = renderToggled(() => readSwr(useCategories()));
    probe.show();
    await advance(20);
    expect(probe.latest.current?.data).toEqual([CATEGORY]);
    probe.hide();
    await advance(10);
    probe.show();
    await advance(20);
    expect(fetchStub.urls).toEqual(['/api/categories', '/api/categories']);
  });
});
