import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { PageLoading } from '../PageLoading';
import { loadedComponent, loadRemoteModule } from './loadRemoteModule';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/**
 * Renders an exposed module of a remote: directly when it has loaded already (no flash of the
 * loading state over server-rendered content), else lazily. Retry builds a fresh lazy component.
 */
export function RemoteModule({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo<ComponentType>(
    () => (attempt === 0 && loadedComponent(id)) || lazy(() => loadRemoteModule(id)),
    [id, attempt],
  );
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoading />}>
        <Loaded />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
