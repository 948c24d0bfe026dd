/** 0.256 → "26%". */
export const percent = (share: number): string => `${Math.round(share * 100)}%`;
