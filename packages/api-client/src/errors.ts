/** A non-OK answer from the API. The message follows SPEC §7: '{status}: {body text or status text}'. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The `error` field of the JSON error body, when there is one. */
  get serverMessage(): string | null {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string') return parsed.error;
    } catch {
      // not JSON
    }
    return null;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isRateLimited(): boolean {
    return this.status === 429;
  }
}

/** Thrown before any request when an admin call has no token (SPEC §6). */
export class NoTokenError extends Error {
  constructor() {
    super('No authentication token');
    this.name = 'NoTokenError';
  }
}
