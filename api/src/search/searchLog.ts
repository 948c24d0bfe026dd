const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/** Seven or more digits, possibly grouped (phone numbers, card or account numbers). */
const LONG_NUMBER = /\+?\d(?:[\s().-]?\d){6,}/g;

/**
 * The query as it is kept for analytics: no personal data. Nothing about the visitor (address,
 * agent, cookies) is stored, and e-mail addresses or long numbers typed into the box are masked.
 */
export function redactQuery(query: string): string {
  return query.replace(EMAIL, '[email]').replace(LONG_NUMBER, '[number]');
}
