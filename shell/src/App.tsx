import { StrictMode, useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@kb/api-client';
import { GlobalStyle } from '@kb/ui';
import { AppRoutes } from './routes';

/** Marks the document once the app runs in the browser (`<html data-app="ready">`): a page hydrated or rendered. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/**
 * Providers shared by every remote: global style and theme variables, SWR semantics with the data the
 * page was rendered with, and a router (the browser's, or the server's for one location).
 */
export function AppProviders({ fallback = {}, children }: { fallback?: Record<string, unknown>; children: ReactNode }) {
  return (
    <StrictMode>
      <GlobalStyle />
      <AppReady />
      <SWRConfig value={{ ...swrDefaults, fallback }}>{children}</SWRConfig>
    </StrictMode>
  );
}

/** The app in the browser. */
export function App({ fallback }: { fallback?: Record<string, unknown> }) {
  return (
    <AppProviders fallback={fallback}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
