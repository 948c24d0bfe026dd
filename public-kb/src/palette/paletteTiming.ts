/** How long an Enter pressed before the answer to the text typed waits for it before it opens the search page (decision 0111). */
export const ENTER_WAIT_MS = 1000;
