import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  auth: string | null;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Route = (call: ApiCall) => Reply | Promise<Reply>;

/**
 * Replaces fetch with a small admin API: `routes` maps 'METHOD /path' (exact, or a prefix ending in '*')
 * to a reply. Unknown routes answer 404. Every call is recorded.
 */
export function fakeApi(routes: Record<string, Route | Reply>) {
  const calls: ApiCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: String(input),
      auth: headers.Authorization ?? null,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const match = Object.keys(routes).find((route) => route === key || (route.endsWith('*') && key.startsWith(route.slice(0, -1))));
    const route = match ? routes[match] : undefined;
    const reply: Reply = route === undefined ? { status: 404, body: { error: 'Not found' } } : typeof route === 'function' ? await route(call) : route;
    return new Response(JSON.stringify(reply.body ?? { ok: true }), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  return {
    calls,
    /** The calls made with this method to this path. */
    made: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
    restore: () => spy.mockRestore(),
  };
}
