import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { DocumentHeadContext, type InitialDataEntry, type TranslateText } from '@kb/api-client';
import type { HeadTags } from '@kb/contracts';
import { AppProviders, basenameOf } from '../App';
import { initialOf } from '../initialData';
import { ServerModules } from '../remotes/RemoteModule';
import { matchRoute } from '../routeTable';
import { AppRoutes } from '../routes';

export interface RenderedApp {
  /** The app's HTML, for inside `#root`. */
  html: string;
  /** The styled-components style tags of what was rendered, for the head. */
  styles: string;
  /** The head tags the page's screen set (title and meta tags in the page's language); none when it set none. */
  head?: HeadTags;
  /** The public remote's interface texts in the page's language, as the screen that set them was given them. */
  translate?: TranslateText;
}

/**
 * Renders the app at one location on the server: the shell's providers and routes, with the remotes'
 * server-build modules and the page's initial data, exactly the tree the browser then hydrates; and the
 * head tags its screen set last (a screen rendered inside another, as the not-found page, sets them after
 * it), with the screen's translator.
 */
export function renderApp(location: string, data: readonly InitialDataEntry[], modules: ReadonlyMap<string, ComponentType>): RenderedApp {
  const sheet = new ServerStyleSheet();
  const { edition } = matchRoute(new URL(location, 'http://site').pathname);
  let head: HeadTags | undefined;
  let translate: TranslateText | undefined;
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ServerModules.Provider value={modules}>
          <DocumentHeadContext.Provider value={(tags, texts) => ([head, translate] = [tags, texts])}>
            <AppProviders initial={initialOf(data)} edition={edition}>
              <StaticRouter location={location} basename={basenameOf(edition)}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </DocumentHeadContext.Provider>
        </ServerModules.Provider>,
      ),
    );
    return { html, styles: sheet.getStyleTags(), head, translate };
  } finally {
    sheet.seal();
  }
}
