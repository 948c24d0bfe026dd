import { apiErrorFrom } from './errors';

export interface FetcherOptions {
  /** Return null instead of throwing on 401 (SPEC §7). */
  on401?: 'throw' | 'returnNull';
  headers?: Record<string, string>;
  method?: string;
  body?: unknown;
  baseUrl?: string;
  signal?: AbortSignal;
  /** 'blob': the answer's bytes (a file to download) instead of its parsed JSON. */
  answer?: 'json' | 'blob';
}

let defaultBaseUrl = '';

/** Where the API lives; '' means the page's own origin. */
export function setApiBaseUrl(url: string): void {
  defaultBaseUrl = url.replace(/\/$/, '');
}

/** SWR keys are arrays of path segments; the URL is the segments joined with '/'. */
export function keyToPath(key: string | readonly string[]): string {
  return typeof key === 'string' ? key : key.join('/');
}

/**
 * The default fetch helper: credentials sent, JSON parsed, any non-OK answer an ApiError (the
 * subclass its code maps to) with the message '{status}: {body text or status text}'.
 */
export async function apiFetch<T = unknown>(key: string | readonly string[], options: FetcherOptions = {}): Promise<T | null> {
  const url = `${options.baseUrl ?? defaultBaseUrl}${keyToPath(key)}`;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A Blob (an image upload) is sent as it is, under its own type; anything else as JSON.
  const blob = options.body instanceof Blob ? options.body : null;
  if (options.body !== undefined) headers['Content-Type'] = blob ? blob.type : 'application/json';
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers,
    body: blob ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
  });
  if (response.status === 401 && options.on401 === 'returnNull') return null;
  if (!response.ok) throw await apiErrorFrom(response);
  if (response.status === 204) return null;
  return (options.answer === 'blob' ? await response.blob() : await response.json()) as T;
}
