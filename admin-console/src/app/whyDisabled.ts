/**
 * The reason a button is disabled, for its tooltip (`title`): the first condition that holds, or
 * undefined when none does (the button is enabled).
 */
export function whyDisabled(...reasons: Array<[boolean, string]>): string | undefined {
  return reasons.find(([holds]) => holds)?.[1];
}
