/**
 * Stable error codes and their statuses: the API answers with them, the client maps them to error classes.
 * No schema library here: the visitor's client imports this file (the schemas are in errorBody.ts).
 */
export const ERROR_STATUS = {
  /** Input that does not match the call's contract; `details` names the problem. */
  validation: 400,
  /** A body or request that cannot be read at all (malformed JSON or HTTP). */
  badRequest: 400,
  unauthorized: 401,
  /** Signed in, but the role may not make this call; `details.needed` names the role it needs. */
  forbidden: 403,
  notFound: 404,
  /** A `version` that no version is named (or one hidden from readers). */
  versionNotFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  gone: 410,
  payloadTooLarge: 413,
  /** Saving would lose text the sanitiser removes (not only markup); `details.lost` quotes it. */
  contentLost: 422,
  /** HTML nested deeper than LIMITS.htmlDepthMax; refused before parsing. */
  htmlTooDeep: 422,
  /** HTML with more elements than LIMITS.htmlElementsMax; refused before parsing. */
  htmlTooManyElements: 422,
  /** Parsing or sanitising the HTML ran past its time limit and was stopped. */
  htmlTooSlow: 422,
  unsupportedMediaType: 415,
  rateLimited: 429,
  headersTooLarge: 431,
  internal: 500,
  notImplemented: 501,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The code of an answer that carries none (a proxy's error page, say): the first code with its status. */
export function errorCodeForStatus(status: number): ErrorCode | null {
  return (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status) ?? null;
}
