import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { NotFound } from './NotFound';
import { RemoteModule } from './remotes/RemoteModule';

function ArticlesRedirect() {
  const { slug = '' } = useParams();
  return <Navigate to={`/article/${encodeURIComponent(slug)}`} replace />;
}

/** The route table (SPEC §2). Admin routes load the admin remote only when visited. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admin/login" element={<RemoteModule id="admin_console/LoginPage" />} />
      <Route path="/admin" element={<RemoteModule id="admin_console/DashboardPage" />} />
      <Route path="/articles/:slug" element={<ArticlesRedirect />} />
      <Route element={<RemoteModule id="public_kb/Layout" />}>
        <Route index element={<RemoteModule id="public_kb/HomePage" />} />
        <Route path="/article/:slug" element={<RemoteModule id="public_kb/ArticlePage" />} />
        <Route path="/search" element={<RemoteModule id="public_kb/SearchPage" />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
