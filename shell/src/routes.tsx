import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useEdition } from '@kb/api-client';
import { RemoteModule } from './remotes/RemoteModule';
import { matchRoute, redirectTarget, routesOf, type PageRoute } from './routeTable';

function Redirect() {
  const { pathname } = useLocation();
  return <Navigate to={redirectTarget(matchRoute(pathname)) ?? '/'} replace />;
}

function element(route: PageRoute) {
  if (route.redirectTo) return <Redirect />;
  return route.module ? <RemoteModule id={route.module} /> : null;
}

/**
 * The client routes of the page's edition, from the shared route table; pages with a layout render inside
 * it. The router's basename is the edition's prefix, so routes and links are SPEC's paths.
 */
export function AppRoutes() {
  const routes = routesOf(useEdition());
  const layouts = [...new Set(routes.flatMap((route) => (route.layout ? [route.layout] : [])))];
  return (
    <Routes>
      {routes
        .filter((route) => !route.layout)
        .map((route) => (
          <Route key={route.page} path={route.path} element={element(route)} />
        ))}
      {layouts.map((layout) => (
        <Route key={layout} element={<RemoteModule id={layout} />}>
          {routes
            .filter((route) => route.layout === layout)
            .map((route) => (
              <Route key={route.page} path={route.path} element={element(route)} />
            ))}
        </Route>
      ))}
    </Routes>
  );
}
