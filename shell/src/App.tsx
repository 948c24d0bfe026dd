import { StrictMode, useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { EditionContext, swrCacheWith, swrDefaults } from '@kb/api-client';
import { editionPrefix, type Edition } from '@kb/contracts';
import { GlobalStyle, ROUTER_FUTURE } from '@kb/ui';
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
 * page was rendered with in its cache, the page's edition, and a router (the browser's, or the server's for one location).
 */
export function AppProviders({ initial = {}, edition, children }: { initial?: Record<string, unknown>; edition: Edition; children: ReactNode }) {
  return (
    <StrictMode>
      <GlobalStyle />
      <AppReady />
      <EditionContext.Provider value={edition}>
        <SWRConfig value={{ ...swrDefaults, fallback: initial, provider: swrCacheWith(initial) }}>{children}</SWRConfig>
      </EditionContext.Provider>
    </StrictMode>
  );
}

/**
 * The router's basename for an edition: its URL prefix, so the routes and every link are SPEC's paths and
 * stay in the edition. Another edition is another document (the language switcher's links load it).
 */
export const basenameOf = (edition: Edition): string | undefined => editionPrefix(edition) || undefined;

/** The app in the browser, in the edition of the page's URL; navigations are transitions (ROUTER_FUTURE). */
export function App({ initial, edition }: { initial?: Record<string, unknown>; edition: Edition }) {
  return (
    <AppProviders initial={initial} edition={edition}>
      <BrowserRouter basename={basenameOf(edition)} future={ROUTER_FUTURE}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
