import { generatePath, matchPath } from 'react-router-dom';

/** The visitor layout every public page renders inside. */
const PUBLIC_LAYOUT = 'public_kb/Layout';

export type PageName = 'adminLogin' | 'admin' | 'legacyArticle' | 'home' | 'article' | 'category' | 'search' | 'notFound';

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
}

/** The route a path renders; unknown paths match `notFound`. */
export function matchRoute(pathname: string): RouteMatch {
  for (const route of ROUTES) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params as Record<string, string> };
  }
  throw new Error('the route table ends with a catch-all route');
}

/** The remote modules a path renders, so the shell can load them before its first render. */
export function modulesForPath(pathname: string): string[] {
  const { route } = matchRoute(pathname);
  return [route.layout, route.module].filter((id): id is string => Boolean(id));
}

/** Where a redirecting route sends a path, or null for routes that render a page. */
export function redirectTarget({ route, params }: RouteMatch): string | null {
  return route.redirectTo ? generatePath(route.redirectTo, params) : null;
}
