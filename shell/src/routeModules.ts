import { matchPath } from 'react-router-dom';

/** The remote modules each route renders, so the shell can load them before its first render. */
const ROUTE_MODULES: [pattern: string, modules: string[]][] = [
  ['/admin/login', ['admin_console/LoginPage']],
  ['/admin', ['admin_console/DashboardPage']],
  ['/', ['public_kb/Layout', 'public_kb/HomePage']],
  ['/article/:slug', ['public_kb/Layout', 'public_kb/ArticlePage']],
  ['/search', ['public_kb/Layout', 'public_kb/SearchPage']],
];

export function modulesForPath(pathname: string): string[] {
  const match = ROUTE_MODULES.find(([pattern]) => matchPath(pattern, pathname));
  return match ? match[1] : ['public_kb/Layout'];
}
