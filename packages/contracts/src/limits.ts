/** Shared limits: the API enforces them, the front ends use them for hints. */
export const LIMITS = {
  searchQueryMax: 200,
  searchResultsMax: 50,
  adminNameMax: 80,
  passwordMax: 200,
  urlMax: 2048,
  articleHtmlMax: 1_000_000,
  slugMax: 200,
  auditLogPageMax: 500,
} as const;

/** Product-wide constants from SPEC §9. */
export const CONSTANTS = {
  resultsShownInitially: 6,
  suggestionsMax: 2,
  suggestionsWhenHighMediumBelow: 12,
  summaryCacheMs: 60_000,
  suggestionsCacheMs: 5 * 60_000,
  categoriesRetries: 3,
  categoriesRetryMs: 1_000,
} as const;
