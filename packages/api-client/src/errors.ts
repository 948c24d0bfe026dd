import { ERROR_STATUS, errorCodeForStatus, type ErrorCode } from '@kb/contracts';

/**
 * A non-OK answer from the API. The message follows SPEC §7: '{status}: {body text or status text}'.
 * `code` is the stable code of the error body (`@kb/contracts`), or the one its status implies when
 * the body has none (a proxy's error page); screens branch on the subclasses below.
 */
export class ApiError extends Error {
  readonly code: ErrorCode | null;
  /** The error body when the answer had the API's shape (`{ error, code, details? }`), else null. */
  readonly body: { error: string; code: ErrorCode; details?: unknown } | null;

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.body = errorBodyOf(bodyText);
    this.code = this.body?.code ?? errorCodeForStatus(status);
  }
}

/** 401: no session, or one that expired or was ended. */
export class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError';
}

/** 429: too many attempts; `retryAfterSeconds` from the Retry-After header when the server sent one. */
export class RateLimitedError extends ApiError {
  override name = 'RateLimitedError';

  constructor(
    status: number,
    bodyText: string,
    statusText: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(status, bodyText, statusText);
  }
}

/** The error class for a non-OK response, chosen by its code. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const error = new ApiError(response.status, text, response.statusText);
  if (error.code === 'unauthorized') return new UnauthorizedError(response.status, text, response.statusText);
  if (error.code === 'rateLimited') {
    const retryAfter = Number(response.headers.get('retry-after'));
    return new RateLimitedError(response.status, text, response.statusText, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
  }
  return error;
}

function errorBodyOf(bodyText: string): ApiError['body'] {
  try {
    // A plain check, not the zod schema: the browsers' bundles carry no schema library (and zod's
    // compiled parsers would need 'unsafe-eval' under the site's CSP).
    const body: unknown = JSON.parse(bodyText);
    if (typeof body !== 'object' || body === null) return null;
    const { error, code, details } = body as { error?: unknown; code?: unknown; details?: unknown };
    if (typeof error !== 'string' || typeof code !== 'string' || !Object.hasOwn(ERROR_STATUS, code)) return null;
    return { error, code: code as ErrorCode, ...(details === undefined ? {} : { details }) };
  } catch {
    return null; // not JSON
  }
}

/** Thrown before any request when an admin call has no token (SPEC §6). */
export class NoTokenError extends Error {
  constructor() {
    super('No authentication token');
    this.name = 'NoTokenError';
  }
}
