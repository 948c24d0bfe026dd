/** Timing constants of SPEC §9 shared by the primitives of both remotes. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
/** How long a dismissed toast stays in the store (SPEC §9), out of sight, before it is dropped. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
