import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@kb/api-client';
import { ROUTER_FUTURE } from '@kb/ui';
import { SessionProvider } from '../src/session/SessionProvider';
import { SESSION_KEYS } from '../src/session/sessionStore';

const MARKERS = { '/admin/login': 'Login screen', '/admin': 'Dashboard screen', '/': 'Home screen' };

function Where() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="location">{pathname}</output>
      <output data-testid="search">{search}</output>
    </>
  );
}

/**
 * Renders a screen at `path` (the admin console's sections under /admin too) with the app's SWR semantics, a
 * fresh cache, navigations as transitions (as the shell's router), and markers for the other routes.
 */
export function renderAdmin(element: ReactElement, path: string) {
  const route = path === '/admin/login' ? path : '/admin/*';
  return render(
    <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        <Where />
        <Routes>
          <Route path={route} element={element} />
          {Object.entries(MARKERS)
            .filter(([markerPath]) => markerPath !== path && !(route === '/admin/*' && markerPath === '/admin'))
            .map(([markerPath, name]) => (
              <Route key={markerPath} path={markerPath} element={<h1>{name}</h1>} />
            ))}
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

export const TOKEN = 'test-token';
export const ADMIN = 'Ada Admin';

/** Stores a session that ends `minutes` from now. */
export function storeSession(minutes = 30, now = Date.now()): void {
  localStorage.setItem(SESSION_KEYS.token, TOKEN);
  localStorage.setItem(SESSION_KEYS.name, ADMIN);
  localStorage.setItem(SESSION_KEYS.expiresAt, new Date(now + minutes * 60_000).toISOString());
}

/** Renders a section of the console at `path`, signed in, inside the session's provider as the console has it. */
export function renderSection(section: ReactElement, path: string) {
  storeSession();
  return renderAdmin(<SessionProvider>{section}</SessionProvider>, path);
}
