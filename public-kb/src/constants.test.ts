import { SEARCH_INVALIDATE_DELAY_MS } from '@kb/api-client';
import { CONSTANTS } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import * as visitorConstants from './constants';

describe('SPEC §9 constants', () => {
  it('has the visitor-screen figures', () => {
    expect({ ...visitorConstants }).toEqual({
      SEARCH_BUTTON_LOCK_MS: 500,
      SCROLL_TO_HASH_DELAY_MS: 100,
      TOC_ACTIVE_OFFSET_PX: 100,
      TOC_ACTIVE_VIEWPORT_SHARE: 1 / 3,
      SIDEBAR_SKELETON_ROWS: 6,
      SIDEBAR_OVERLAY_MAX_WIDTH: 899,
      CONTENTS_AT_TOP_MAX_WIDTH: 1199,
      ZOOM: { min: 0.5, max: 5, step: 1.25, doubleClick: 2, doubleTapMs: 300 },
    });
  });

  it('has the results, suggestion, cache and retry figures shared with the API', () => {
    expect(CONSTANTS).toEqual({
      resultsShownInitially: 6,
      suggestionsMax: 2,
      suggestionsWhenHighMediumBelow: 12,
      summaryCacheMs: 60_000,
      suggestionsCacheMs: 300_000,
      categoriesRetries: 3,
      categoriesRetryMs: 1_000,
    });
    expect(SEARCH_INVALIDATE_DELAY_MS).toBe(100);
  });
});
