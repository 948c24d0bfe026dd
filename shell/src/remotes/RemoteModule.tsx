import { createContext, lazy, Suspense, useContext, useMemo, useState, type ComponentType } from 'react';
import { PageLoading } from '../PageLoading';
import { loadedComponent, loadRemoteModule } from './loadRemoteModule';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/** On the server: the modules of the remotes' server builds that a page renders with (see shell/server/render). */
export const ServerModules = createContext<ReadonlyMap<string, ComponentType> | null>(null);

/**
 * Renders an exposed module of a remote: directly when it has loaded already, else lazily, behind a loading
 * page. A loaded module has no Suspense boundary of its own, on the server as in the browser: the browser
 * hydrates the server's HTML in one pass, so once the app says it is ready (`data-app`) every module of the
 * page listens to its keys and clicks. (Behind a boundary, a module hydrated later, and a key pressed
 * in between, such as Ctrl+K, was lost.) Retry builds a fresh lazy component.
 */
export function RemoteModule({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const server = useContext(ServerModules);
  const module = useMemo(() => {
    const loaded = attempt === 0 && (server?.get(id) ?? loadedComponent(id));
    return loaded ? { Component: loaded, eager: true } : { Component: lazy(() => loadRemoteModule(id)), eager: false };
  }, [id, attempt, server]);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      {module.eager ? (
        <module.Component />
      ) : (
        <Suspense fallback={<PageLoading />}>
          <module.Component />
        </Suspense>
      )}
    </RemoteErrorBoundary>
  );
}
