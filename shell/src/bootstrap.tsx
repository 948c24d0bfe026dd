import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { readInitialData } from './initialData';
import { loadRuntimeConfig } from './remotes/config';
import { preloadModules } from './remotes/loadRemoteModule';
import { matchRoute, modulesForPath } from './routeTable';

/**
 * Loads the run-time config and the current route's remote modules, then hydrates the page the server
 * rendered with the same components and data (public pages), or renders it (admin pages).
 */
async function start() {
  try {
    await loadRuntimeConfig();
    // A page of a site with versions has the Version menu in its server HTML: its module comes with the page.
    await preloadModules(modulesForPath(window.location.pathname, document.querySelector('[data-versions]') !== null));
  } catch (error) {
    console.error(error);
  }
  const container = document.getElementById('root')!;
  const app = <App initial={readInitialData()} edition={matchRoute(window.location.pathname).edition} />;
  if (container.firstElementChild) {
    // A transition lets React hydrate in slices, so taking over never blocks the page for long.
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  createRoot(container).render(app);
}

void start();
