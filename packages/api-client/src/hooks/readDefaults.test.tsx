import { fireEvent, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@kb/test-support';
import { advance, readSwr, renderToggled, swrWrapper, useRtlFakeTimers } from '../../test/swrTestUtils';
import { useArticle } from './useArticle';
import { useStats } from './useStats';

/** SPEC §1: reads are not retried, not refetched on focus, not polled and never stale. */

const ARTICLE = { id: '0f8fad5b-d9cb-469f-a165-70867728950e', slug: 'lens-calibration-basics', title: 'Lens Calibration Basics' };
const STATS = { articles: 42, images: 17, words: 12_345 };

const ROUTES = {
  '/api/stats': { body: STATS },
  '/api/articles/broken': { status: 500, body: { error: 'Internal error' } },
  '*': { body: ARTICLE },
};

interface Read {
  name: string;
  use: () => { data: unknown };
  url: string;
  data: unknown;
}

const reads: Read[] = [
  { name: 'useArticle', use: () => readSwr(useArticle('lens-calibration-basics')), url: '/api/articles/lens-calibration-basics', data: ARTICLE },
  { name: 'useStats', use: () => readSwr(useStats()), url: '/api/stats', data: STATS },
];

describe.each(reads)('$name', ({ use, url, data }) => {
  it('does not fetch again on window focus', async () => {
    useRtlFakeTimers();
    const fetchStub = fakeFetch(ROUTES);
    const { result } = renderHook(use, { wrapper: swrWrapper() });
    await waitFor(() => expect(result.current.data).toEqual(data));
    fireEvent.focus(window);
    await advance(6_000);
    fireEvent.focus(window);
    await advance(10);
    expect(fetchStub.requests).toEqual([url]);
  });

  it('does not poll', async () => {
    useRtlFakeTimers();
    const fetchStub = fakeFetch(ROUTES);
    const { result } = renderHook(use, { wrapper: swrWrapper() });
    await waitFor(() => expect(result.current.data).toEqual(data));
    await advance(10 * 60_000);
    expect(fetchStub.requests).toEqual([url]);
  });

  it('does not fetch again when mounted again', async () => {
    useRtlFakeTimers();
    const fetchStub = fakeFetch(ROUTES);
    const probe = renderToggled(use);
    probe.show();
    await advance(20);
    expect(probe.latest.current?.data).toEqual(data);
    probe.hide();
    await advance(60_000);
    probe.show();
    await advance(20);
    expect(probe.latest.current?.data).toEqual(data);
    expect(fetchStub.requests).toEqual([url]);
  });
});

describe('useArticle', () => {
  it('does not retry a failure', async () => {
    useRtlFakeTimers();
    const fetchStub = fakeFetch(ROUTES);
    const { result } = renderHook(() => readSwr(useArticle('broken')), { wrapper: swrWrapper() });
    await advance(30_000);
    expect(result.current.error?.message).toBe('500: {"error":"Internal error"}');
    expect(fetchStub.requests).toEqual(['/api/articles/broken']);
  });
});
