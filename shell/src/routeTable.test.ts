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

  it('loads the parts of versions and languages with a page of another edition or of a site with versions only', () => {
    expect(modulesForPath('/de/article/genlock-setup')).toEqual(['public_kb/Layout', 'public_kb/ArticlePage', 'public_kb/lang/de', 'public_kb/Editions']);
    expect(modulesForPath('/v/4.1/search')).toEqual(['public_kb/Layout', 'public_kb/SearchPage', 'public_kb/Editions']);
    expect(modulesForPath('/', true)).toEqual(['public_kb/Layout', 'public_kb/HomePage', 'public_kb/Editions']);
    expect(modulesForPath('/admin', true)).toEqual(['admin_console/DashboardPage']);
  });

  it('renders unknown paths as the not-found page inside the visitor layout', () => {
    expect(matchRoute('/no/such/page').route.page).toBe('notFound');
    expect(modulesForPath('/no/such/page')).toEqual(['public_kb/Layout', 'public_kb/NotFoundPage']);
  });

  it('redirects the legacy article path keeping the slug as written', () => {
    expect(redirectTarget(matchRoute('/articles/caf%C3%A9-lighting'))).toBe('/article/caf%C3%A9-lighting');
    expect(redirectTarget(matchRoute('/article/caf%C3%A9-lighting'))).toBeNull();
  });

  it('matches SPEC’s routes after an edition’s prefix, language first, and loads the language’s texts with the page', () => {
    expect(matchRoute('/de/article/genlock-setup')).toMatchObject({
      route: { page: 'article' },
      params: { slug: 'genlock-setup' },
      edition: { lang: 'de', version: null },
    });
    expect(matchRoute('/de/v/4.1')).toMatchObject({ route: { page: 'home' }, edition: { lang: 'de', version: '4.1' } });
    expect(matchRoute('/v/4.1/search')).toMatchObject({ route: { page: 'search' }, edition: { lang: 'en', version: '4.1' } });
    expect(matchRoute('/article/genlock-setup').edition).toEqual({ lang: 'en', version: null });
    expect(modulesForPath('/ja/category/live-production')).toEqual(expect.arrayContaining(['public_kb/Layout', 'public_kb/CategoryPage', 'public_kb/lang/ja']));
    expect(modulesForPath('/article/genlock-setup')).not.toContain('public_kb/lang/de');
  });

  it('has no edition of the admin area or of the legacy redirect: under a prefix they are the not-found page', () => {
    expect(matchRoute('/de/admin/login').route.page).toBe('notFound');
    expect(matchRoute('/v/4.1/articles/genlock-setup').route.page).toBe('notFound');
    expect(matchRoute('/en/article/genlock-setup').route.page).toBe('notFound');
  });
});
