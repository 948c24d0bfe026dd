import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { swrDefaults } from '@kb/api-client';

/** Shows the current location so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

/** Renders inside the app's SWR semantics (own cache) and a MemoryRouter at `route`. */
export function renderAt(route: string, element: ReactElement, path = '*') {
  return render(
    <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </SWRConfig>,
  );
}

export type Reply = { status?: number; body: unknown };

/**
 * Answers fetches by path: `routes` maps a path with its query, a bare path, or a prefix ending in '*' to
 * a reply (or a function of the URL giving one, possibly later). Anything else answers 404. Returns the
 * requested URLs, decoded.
 */
export function stubApi(routes: Record<string, Reply | ((url: URL) => Reply | Promise<Reply>)>) {
  const requests: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${url.pathname}${url.search}`;
    requests.push(decodeURIComponent(key));
    const entry =
      routes[key] ?? routes[url.pathname] ?? Object.entries(routes).find(([k]) => k.endsWith('*') && key.startsWith(k.slice(0, -1)))?.[1];
    const { status = 200, body } = (await (typeof entry === 'function' ? entry(url) : entry)) ?? { status: 404, body: { error: 'Not found' } };
    const text = JSON.stringify(body);
    // A plain object: its body resolves in microtasks, which keeps fake timers in charge.
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      headers: new Headers({ 'Content-Type': 'application/json' }),
      json: async () => JSON.parse(text) as unknown,
      text: async () => text,
    } as Response;
  });
  return { requests, restore: () => spy.mockRestore() };
}

/** jsdom has no matchMedia: answers each query with `matches(query)`. */
export function stubMatchMedia(matches: (query: string) => boolean = () => false) {
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
