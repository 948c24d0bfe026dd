import { createContext, lazy, Suspense, useContext, useMemo, useState, type ComponentType } from 'react';
import { PageLoading } from '../PageLoading';
import { loadedComponent, loadRemoteModule } from './loadRemoteModule';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/** On the server: the modules of the remotes' server builds that a page renders with (see shell/server/render). */
export const ServerModules = createContext<ReadonlyMap<string, ComponentType> | null>(null);

/**
 * Renders an exposed module of a remote: directly when it has loaded already (the browser hydrates the
 * server's HTML with the same tree), else lazily. Retry builds a fresh lazy component.
 */
export function RemoteModule({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const server = useContext(ServerModules);
  const Loaded = useMemo<ComponentType>(
    () => (attempt === 0 && (server?.get(id) ?? loadedComponent(id))) || lazy(() => loadRemoteModule(id)),
    [id, attempt, server],
  );
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoading />}>
        <Loaded />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
