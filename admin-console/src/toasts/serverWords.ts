import { ApiError } from '@kb/api-client';

/**
 * What the server said about a failed call, in words: the first validation problem, else the error
 * body's message, else a short plain-text answer. Never JSON and never an HTML error page ('' then).
 */
export function serverWords(error: ApiError): string {
  const details = error.body?.details;
  const first: unknown = Array.isArray(details) ? details[0] : undefined;
  if (typeof first === 'object' && first !== null && typeof (first as { message?: unknown }).message === 'string') {
    return (first as { message: string }).message;
  }
  if (error.body) return error.body.error;
  const text = error.bodyText.trim();
  return text.length <= 200 && !/^[<{[]/.test(text) ? text : '';
}

/**
 * The SPEC's message followed by the status and the server's words when it gave some and the message
 * does not already carry them: 'Failed to add URL: 400 URL must be an http(s) URL'.
 */
export function withServerWords(message: string, error: unknown): string {
  const words = error instanceof ApiError ? serverWords(error) : '';
  return words && !message.includes(words) ? `${message}: ${(error as ApiError).status} ${words}` : message;
}
