import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readInitialData } from './initialData';
import { loadRuntimeConfig } from './remotes/config';
import { preloadModules } from './remotes/loadRemoteModule';
import { modulesForPath } from './routeTable';

/**
 * Loads the run-time config and the current route's remote modules, then renders once, over the
 * server-rendered snapshot, with the server's data: the takeover shows no loading state.
 */
async function start() {
  try {
    await loadRuntimeConfig();
    await preloadModules(modulesForPath(window.location.pathname));
  } catch (error) {
    console.error(error);
  }
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React render in slices, so the takeover never blocks the page for long.
  startTransition(() => root.render(<App fallback={readInitialData()} />));
}

void start();
