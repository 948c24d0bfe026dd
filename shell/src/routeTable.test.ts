import { describe, expect, it } from 'vitest';
import { matchRoute, modulesForPath, redirectTarget } from './routeTable';

describe('the route table', () => {
  it('names the remote modules each page renders', () => {
    expect(modulesForPath('/')).toEqual(['public_kb/Layout', 'public_kb/HomePage']);
    expect(modulesForPath('/article/genlock-setup')).toEqual(['public_kb/Layout', 'public_kb/ArticlePage']);
    expect(modulesForPath('/search')).toEqual(['public_kb/Layout', 'public_kb/SearchPage']);
    expect(modulesForPath('/admin')).toEqual(['admin_console/DashboardPage']);
    expect(modulesForPath('/admin/articles/7c9e6679-7425-40de-944b-e07fc1f90ae7')).toEqual(['admin_console/DashboardPage']);
    expect(modulesForPath('/admin/login')).toEqual(['admin_console/LoginPage']);
  });

  it('renders unknown paths as the not-found page inside the visitor layout', () => {
    expect(matchRoute('/no/such/page').route.page).toBe('notFound');
    expect(modulesForPath('/no/such/page')).toEqual(['public_kb/Layout', 'public_kb/NotFoundPage']);
  });

  it('redirects the legacy article path keeping the slug as written', () => {
    expect(redirectTarget(matchRoute('/articles/caf%C3%A9-lighting'))).toBe('/article/caf%C3%A9-lighting');
    expect(redirectTarget(matchRoute('/article/caf%C3%A9-lighting'))).toBeNull();
  });
});
