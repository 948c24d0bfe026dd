/** Visitor-screen constants of SPEC §9 (results and cache figures live in @kb/contracts CONSTANTS). */
export const SEARCH_BUTTON_LOCK_MS = 500;
export const SCROLL_TO_HASH_DELAY_MS = 100;
/** A heading counts as the current one once its top is within this distance of the viewport top… */
export const TOC_ACTIVE_OFFSET_PX = 100;
/** …or within this share of the viewport's height from its top, when that is more (the reading line). */
export const TOC_ACTIVE_VIEWPORT_SHARE = 1 / 3;
export const SIDEBAR_SKELETON_ROWS = 6;
/** Below this width the sidebar is an overlay, closed until opened. */
export const SIDEBAR_OVERLAY_MAX_WIDTH = 899;
/** Up to this width the right panel sits below the page: the article's contents are at its top instead. */
export const CONTENTS_AT_TOP_MAX_WIDTH = 1199;
export const ZOOM = { min: 0.5, max: 5, step: 1.25, doubleClick: 2, doubleTapMs: 300 } as const;
