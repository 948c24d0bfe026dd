import { onTestFinished, vi } from 'vitest';

/** One request, as the fake API saw it. */
export interface FetchCall {
  method: string;
  /** The URL as the client passed it (a path with its query). */
  path: string;
  url: URL;
  /** The Authorization header, if any. */
  auth: string | null;
  /** The JSON body, parsed; null without one. */
  body: unknown;
  init: RequestInit;
}

/** A JSON answer: status 200 and `{ ok: true }` unless given. */
export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A reply, a ready Response, or a function of the call giving one (possibly later). */
export type Answer = Reply | Response | ((call: FetchCall) => Reply | Response | Promise<Reply | Response>);

const NOT_FOUND: Reply = { status: 404, body: { error: 'Not found' } };

/**
 * Replaces fetch with a small API until the test ends (or `restore()`). `routes` maps '[METHOD ]/path' to
 * an answer: without a method any method matches; the path matches with its query, without it, or as a
 * prefix when it ends in '*' ('*' alone answers everything). Anything else answers 404. Every call is
 * recorded in `calls`, and its decoded path and query in `requests`.
 */
export function fakeFetch(routes: Record<string, Answer>) {
  const calls: FetchCall[] = [];
  const requests: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const path = String(input);
    const url = new URL(path, 'http://localhost');
    const call: FetchCall = {
      method: init.method ?? 'GET',
      path,
      url,
      auth: new Headers(init.headers).get('Authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      init,
    };
    calls.push(call);
    requests.push(decodeURIComponent(`${url.pathname}${url.search}`));
    const answer = answerFor(routes, call) ?? NOT_FOUND;
    const reply = typeof answer === 'function' ? await answer(call) : answer;
    return reply instanceof Response ? reply : jsonResponse(reply);
  });
  onTestFinished(() => spy.mockRestore());
  return {
    calls,
    requests,
    /** The calls made with this method to this path (with its query). */
    made: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
    restore: () => spy.mockRestore(),
  };
}

function answerFor(routes: Record<string, Answer>, { method, url }: FetchCall): Answer | undefined {
  const full = `${url.pathname}${url.search}`;
  const exact = [`${method} ${full}`, full, `${method} ${url.pathname}`, url.pathname].find((key) => key in routes);
  if (exact) return routes[exact];
  const prefix = Object.keys(routes).find((key) => key.endsWith('*') && [`${method} ${full}`, full].some((target) => target.startsWith(key.slice(0, -1))));
  return prefix === undefined ? undefined : routes[prefix];
}

/** A plain object rather than a Response: its body resolves in microtasks, so fake timers stay in charge. */
function jsonResponse({ status = 200, body = { ok: true }, headers }: Reply): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: new Headers({ 'Content-Type': 'application/json', ...headers }),
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
  } as Response;
}
