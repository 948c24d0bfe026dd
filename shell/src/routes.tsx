import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RemoteModule } from './remotes/RemoteModule';
import { matchRoute, redirectTarget, ROUTES, type PageRoute } from './routeTable';

function Redirect() {
  const { pathname } = useLocation();
  return <Navigate to={redirectTarget(matchRoute(pathname)) ?? '/'} replace />;
}

function element(route: PageRoute) {
  if (route.redirectTo) return <Redirect />;
  return route.module ? <RemoteModule id={route.module} /> : null;
}

/** The client routes, from the shared route table; pages with a layout render inside it. */
export function AppRoutes() {
  const layouts = [...new Set(ROUTES.flatMap((route) => (route.layout ? [route.layout] : [])))];
  return (
    <Routes>
      {ROUTES.filter((route) => !route.layout).map((route) => (
        <Route key={route.page} path={route.path} element={element(route)} />
      ))}
      {layouts.map((layout) => (
        <Route key={layout} element={<RemoteModule id={layout} />}>
          {ROUTES.filter((route) => route.layout === layout).map((route) => (
            <Route key={route.page} path={route.path} element={element(route)} />
          ))}
        </Route>
      ))}
    </Routes>
  );
}
