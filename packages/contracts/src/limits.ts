/** Shared limits: the API enforces them, the front ends use them for hints. */
export const LIMITS = {
  searchQueryMax: 200,
  searchResultsMax: 50,
  adminNameMax: 80,
  passwordMax: 200,
  /** A person's own password (invitation, reset). */
  personPasswordMin: 10,
  emailMax: 254,
  urlMax: 2048,
  articleHtmlMax: 1_000_000,
  /** An image uploaded into the article media (POST /api/admin/media), in bytes. */
  mediaUploadBytesMax: 5 * 1024 * 1024,
  /** A translated XLIFF file uploaded for import. */
  xliffUploadBytesMax: 5 * 1024 * 1024,
  /**
   * Articles in one exported XLIFF file, in the list's order: about 2 MB, so its translation stays under the import
   * limit and reading it holds the server a fraction of a second (1,000 articles: 4.8 MB, 0.7 s).
   */
  xliffExportArticlesMax: 400,
  /** Untrusted HTML (an admin's save, an import, a competitor page) nested deeper is refused before it is parsed. */
  htmlDepthMax: 256,
  /** …and so is HTML with more elements than this. Real pages stay far below both. */
  htmlElementsMax: 50_000,
  slugMax: 200,
  titleMax: 200,
  auditLogPageMax: 500,
  feedbackCommentMax: 1000,
  /** A publisher's comment when requesting changes on a review. */
  reviewCommentMax: 2000,
  /** "Note to reviewer" on Submit for review. */
  reviewNoteMax: 1000,
  /** Articles per page of a category in the visitor sidebar, and the highest page number asked for. */
  sidebarPageSize: 50,
  sidebarPageMax: 10_000,
  /** Rows per page of the admin console's article lists and title/slug search. */
  adminPageSize: 50,
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

/**
 * Cache-Control of public reads (API answers and server-rendered pages): shared caches (the nginx
 * front door, a CDN) keep them 5 s; browsers revalidate by ETag every time. No stale-while-revalidate:
 * browsers would apply it too and show a reader a page up to 30 s old. The front door serves stale
 * entries while it refreshes them by its own configuration. A publish shows through a cache within 5 s.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';

/** The periods, in days, the Insights card offers and the insights call accepts. */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
