import { RateLimitedError } from '@kb/api-client';

/** SPEC §8: the fallback text of a failed sign-in. */
const LOGIN_FAILED_TEXT = 'Login failed. Please check your credentials.';

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The description under 'Login failed': a 429 says when to try again, anything else the fallback text. */
export function loginErrorText(error: unknown): string {
  if (error instanceof RateLimitedError) {
    return error.retryAfterSeconds
      ? `Too many sign-in attempts. Try again in ${waitText(error.retryAfterSeconds)}.`
      : 'Too many sign-in attempts. Try again later.';
  }
  return LOGIN_FAILED_TEXT;
}
