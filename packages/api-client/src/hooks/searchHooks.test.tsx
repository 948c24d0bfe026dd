import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@kb/test-support';
import { readSwr, renderToggled, swrWrapper, useRtlFakeTimers } from '../../test/swrTestUtils';
import { useInvalidateSearch } from './useInvalidateSearch';
import { useSearch } from './useSearch';
import { useSearchSuggestions } from './useSearchSuggestions';
import { useSearchSummary } from './useSearchSummary';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const RESULT = {
  id: ID,
  slug: 'lens-calibration-basics',
  title: 'Lens Calibration Basics',
  excerpt: 'Calibrate a lens',
  categoryName: 'Lens Calibration',
  parentCategoryName: 'Camera Tracking',
  readingTime: 4,
  qualityTier: 'high',
};

/** Lets a delayed revalidation start (SWR waits one animation frame when it has data), then waits (on fake
 * time) until the hook has finished its request, if any. */
async function settle(result: { current: { isValidating: boolean } | undefined }) {
  await act(() => vi.advanceTimersByTimeAsync(20));
  await waitFor(() => expect(result.current?.isValidating).toBe(false));
}

/** A mount `reusedFor` ms after the first fetch reuses its answer; one `expiredAfter` ms later asks again. */
async function expectReusedThenAskedAgain(mount: () => Promise<unknown>, requests: unknown[], reusedFor: number, expiredAfter: number) {
  await act(() => vi.advanceTimersByTimeAsync(reusedFor));
  await mount();
  expect(requests).toHaveLength(1);
  await act(() => vi.advanceTimersByTimeAsync(expiredAfter));
  await mount();
  expect(requests).toHaveLength(2);
}

let restoreTimers = () => {};
afterEach(() => {
  restoreTimers();
  restoreTimers = () => {};
});

const ROUTES = {
  '/api/search-summary': { body: { aiSummary: 'Summary' } },
  '/api/search-suggestions': { body: { suggestions: ['lens distortion'] } },
  '/api/search?q=broken': { status: 500, body: { error: 'Internal error' } },
  '/api/search': { body: [RESULT] },
};

describe('useSearch', () => {
  it('requests the trimmed query and nothing for an empty one', async () => {
    const fetchStub = fakeFetch(ROUTES);
    const wrapper = swrWrapper();
    const { result } = renderHook(() => readSwr(useSearch('  lens  ')), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    renderHook(() => readSwr(useSearch('   ')), { wrapper });
    expect(fetchStub.requests).toEqual(['/api/search?q=lens']);
  });

  it('is not cached: a new mount asks again', async () => {
    restoreTimers = useRtlFakeTimers();
    const fetchStub = fakeFetch(ROUTES);
    const probe = renderToggled(() => readSwr(useSearch('lens')));
    probe.show();
    await settle(probe.latest);
    probe.hide();
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    probe.show();
    await settle(probe.latest);
    expect(fetchStub.requests).toEqual(['/api/search?q=lens', '/api/search?q=lens']);
  });

  it('does not retry a failure', async () => {
    const fetchStub = fakeFetch(ROUTES);
    const { result } = renderHook(() => readSwr(useSearch('broken')), { wrapper: swrWrapper() });
    await waitFor(() => expect(result.current.error).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchStub.requests).toHaveLength(1);
    expect(result.current.error?.message).toBe('500: {"error":"Internal error"}');
  });
});

describe('useSearchSummary', () => {
  it('asks only when the toggle is on and there is at least one result', async () => {
    const fetchStub = fakeFetch(ROUTES);
    const wrapper = swrWrapper();
    renderHook(() => readSwr(useSearchSummary('lens', { enabled: false, resultCount: 3 })), { wrapper });
    renderHook(() => readSwr(useSearchSummary('lens', { enabled: true, resultCount: 0 })), { wrapper });
    const { result } = renderHook(() => readSwr(useSearchSummary('lens', { enabled: true, resultCount: 1 })), { wrapper });
    await waitFor(() => expect(result.current.data?.aiSummary).toBe('Summary'));
    expect(fetchStub.requests).toEqual(['/api/search-summary?q=lens']);
  });

  it('reuses an answer for 60 s, then asks again', async () => {
    restoreTimers = useRtlFakeTimers();
    const fetchStub = fakeFetch(ROUTES);
    const probe = renderToggled(() => readSwr(useSearchSummary('lens', { enabled: true, resultCount: 2 })));
    const mount = async () => {
      probe.show();
      await settle(probe.latest);
      probe.hide();
    };
    await mount();
    expect(probe.latest.current?.data).toEqual({ aiSummary: 'Summary' });
    await expectReusedThenAskedAgain(mount, fetchStub.requests, 59_000, 1_100);
  });
});

describe('useSearchSuggestions', () => {
  it('waits until enabled, then reuses the answer for 5 minutes', async () => {
    restoreTimers = useRtlFakeTimers();
    const fetchStub = fakeFetch(ROUTES);
    let enabled = false;
    const probe = renderToggled(() => readSwr(useSearchSuggestions('lens', enabled)));
    const mount = async () => {
      probe.show();
      await settle(probe.latest);
      probe.hide();
      return probe.latest.current?.data;
    };
    expect(await mount()).toBeUndefined();
    expect(fetchStub.requests).toEqual([]);
    enabled = true;
    expect(await mount()).toEqual({ suggestions: ['lens distortion'] });
    await expectReusedThenAskedAgain(mount, fetchStub.requests, 4 * 60_000, 61_000);
  });
});

describe('useInvalidateSearch', () => {
  it('refetches the results and the summary of the query 100 ms later', async () => {
    restoreTimers = useRtlFakeTimers();
    const fetchStub = fakeFetch(ROUTES);
    const { result } = renderHook(
      () => ({
        search: readSwr(useSearch('lens')),
        summary: readSwr(useSearchSummary('lens', { enabled: true, resultCount: 1 })),
        invalidate: useInvalidateSearch(),
      }),
      { wrapper: swrWrapper() },
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(fetchStub.requests).toEqual(['/api/search?q=lens', '/api/search-summary?q=lens']);
    act(() => result.current.invalidate('lens'));
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(fetchStub.requests).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchStub.requests.slice(2).sort()).toEqual(['/api/search-summary?q=lens', '/api/search?q=lens']);
  });
});
