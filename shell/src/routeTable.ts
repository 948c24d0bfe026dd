import { generatePath, matchPath } from 'react-router-dom';
import { DEFAULT_LANGUAGE, editionPrefix, LANGUAGES, splitEditionPath, type Edition, type Language } from '@kb/contracts';

/** The visitor layout every public page renders inside. */
const PUBLIC_LAYOUT = 'public_kb/Layout';

type PageName = 'adminLogin' | 'admin' | 'legacyArticle' | 'home' | 'article' | 'category' | 'search' | 'notFound';

export interface PageRoute {
  page: PageName;
  path: string;
  /** The remote layout the page renders inside. */
  layout?: string;
  /** The exposed remote module that renders the page; none for the shell's own pages. */
  module?: string;
  /** A permanent redirect to another route's path, with the same parameters. */
  redirectTo?: string;
}

/**
 * The site's routes (SPEC §2), most specific first. One table feeds the client routes, the remote
 * modules loaded before the first render, and the page server. Admin pages load the admin remote only
 * when visited.
 */
export const ROUTES: readonly PageRoute[] = [
  { page: 'adminLogin', path: '/admin/login', module: 'admin_console/LoginPage' },
  { page: 'admin', path: '/admin/*', module: 'admin_console/DashboardPage' },
  { page: 'legacyArticle', path: '/articles/:slug', redirectTo: '/article/:slug' },
  { page: 'home', path: '/', layout: PUBLIC_LAYOUT, module: 'public_kb/HomePage' },
  { page: 'article', path: '/article/:slug', layout: PUBLIC_LAYOUT, module: 'public_kb/ArticlePage' },
  { page: 'category', path: '/category/:slug', layout: PUBLIC_LAYOUT, module: 'public_kb/CategoryPage' },
  { page: 'search', path: '/search', layout: PUBLIC_LAYOUT, module: 'public_kb/SearchPage' },
  { page: 'notFound', path: '*', layout: PUBLIC_LAYOUT, module: 'public_kb/NotFoundPage' },
];

export interface RouteMatch {
  route: PageRoute;
  /** Path parameters as they appear in the URL (still percent-encoded). */
  params: Record<string, string>;
  /** The edition the path's prefix names (`/de/…`, `/v/4.1/…`); the route is matched on the path after it. */
  edition: Edition;
}

/** Routes an edition has: every route for the default one; only the visitor pages (those with a layout) for the others. */
export function routesOf(edition: Edition): readonly PageRoute[] {
  return editionPrefix(edition) ? ROUTES.filter((route) => route.layout) : ROUTES;
}

/** The route a path renders; unknown paths match `notFound` (so does an admin path under an edition's prefix). */
export function matchRoute(pathname: string): RouteMatch {
  const { edition, rest } = splitEditionPath(pathname);
  for (const route of routesOf(edition)) {
    const match = matchPath(route.path, rest);
    if (match) return { route, params: match.params as Record<string, string>, edition };
  }
  throw new Error('the route table ends with a catch-all route');
}

/**
 * The public remote's module of a language's interface texts (its catalogue and translator), loaded with
 * the page's modules; English, the source, is in the layout itself.
 */
function languageModule(lang: Language): string | null {
  return lang === DEFAULT_LANGUAGE ? null : `public_kb/lang/${lang}`;
}

/** Every language module, for the page server, which renders every language. */
export const LANGUAGE_MODULES = LANGUAGES.flatMap((lang) => languageModule(lang) ?? []);

/**
 * The public remote's parts of versions and languages (the Version menu, a version's banner, the notes of
 * translations): loaded with a page of another edition than the default one, or of a site with versions.
 */
export const EDITIONS_MODULE = 'public_kb/Editions';

/**
 * The remote modules a path renders, so the shell can load them before its first render; `versions`: the
 * site has more than one version readers may see (the server rendered the Version menu, `data-versions`).
 */
export function modulesForPath(pathname: string, versions = false): string[] {
  const { route, edition } = matchRoute(pathname);
  const editions = route.layout && (versions || editionPrefix(edition)) ? EDITIONS_MODULE : null;
  return [route.layout, route.module, route.layout ? languageModule(edition.lang) : null, editions].filter((id): id is string => Boolean(id));
}

/** Where a redirecting route sends a path, or null for routes that render a page. */
export function redirectTarget({ route, params }: RouteMatch): string | null {
  return route.redirectTo ? generatePath(route.redirectTo, params) : null;
}
