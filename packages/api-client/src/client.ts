import { publicRoutes, type BodyOf, type CallName, type ParamsOf, type PublicCallName, type QueryOf, type ResponseOf, type Route } from '@kb/contracts';
import { NoTokenError } from './errors';
import { apiFetch } from './fetcher';

export interface CallInput<N extends CallName> {
  params?: ParamsOf<N>;
  query?: QueryOf<N>;
  body?: BodyOf<N>;
  /** Admin bearer token; admin calls fail with 'No authentication token' without it. */
  token?: string | null;
  signal?: AbortSignal;
}

/** Fills ':name' segments of a contract path with URL-encoded values. */
export function buildPath(path: string, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/**
 * Calls one endpoint of the contract. Answers are typed by the contract; they are not re-parsed in the
 * browser (the API validates at its edge and its tests check every answer's shape), so no schema
 * library ships to visitors.
 */
export function request<N extends PublicCallName>(name: N, input: CallInput<N> = {}): Promise<ResponseOf<N>> {
  return callRoute<N>(publicRoutes[name], input);
}

/** Calls a route of the contract; `request` and the admin entry's `adminRequest` name theirs. */
export async function callRoute<N extends CallName>(def: Route, input: CallInput<N> = {}): Promise<ResponseOf<N>> {
  const headers: Record<string, string> = {};
  if (def.auth) {
    if (!input.token) throw new NoTokenError();
    headers.Authorization = `Bearer ${input.token}`;
  }
  const path = buildPath(def.path, input.params as Record<string, unknown>, input.query as Record<string, unknown>);
  const data = await apiFetch(path, {
    method: def.method,
    headers,
    body: def.method === 'GET' || def.method === 'DELETE' ? undefined : (input.body ?? {}),
    signal: input.signal,
  });
  return data as ResponseOf<N>;
}
