import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { InitialDataEntry } from '@kb/api-client';
import { AppProviders, basenameOf } from '../App';
import { fallbackOf } from '../initialData';
import { ServerModules } from '../remotes/RemoteModule';
import { matchRoute } from '../routeTable';
import { AppRoutes } from '../routes';

export interface RenderedApp {
  /** The app's HTML, for inside `#root`. */
  html: string;
  /** The styled-components style tags of what was rendered, for the head. */
  styles: string;
}

/**
 * Renders the app at one location on the server: the shell's providers and routes, with the remotes'
 * server-build modules and the page's initial data, exactly the tree the browser then hydrates.
 */
export function renderApp(location: string, data: readonly InitialDataEntry[], modules: ReadonlyMap<string, ComponentType>): RenderedApp {
  const sheet = new ServerStyleSheet();
  const { edition } = matchRoute(new URL(location, 'http://site').pathname);
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ServerModules.Provider value={modules}>
          <AppProviders fallback={fallbackOf(data)} edition={edition}>
            <StaticRouter location={location} basename={basenameOf(edition)}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </ServerModules.Provider>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
