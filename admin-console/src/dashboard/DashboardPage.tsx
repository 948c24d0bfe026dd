import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { color, radius, space, Toaster } from '@kb/ui';
import { Card as BaseCard } from '@kb/ui/controls';
import { AdminStyle } from '../adminStyle';
import { AdminNav } from '../app/AdminNav';
import { SECTIONS, type Section } from '../app/sections';
import { SessionProvider, useSession } from '../session/SessionProvider';
import { DashboardHeader } from './DashboardHeader';
import { LeaveGuardProvider } from '../leaveGuard/LeaveGuard';

/** A card with its title and description; `section`: a section's own page, whose description a phone leaves out for room. */
function DashboardCard({
  id,
  title,
  description,
  section = false,
  children,
}: {
  id: string;
  title: string;
  description: string;
  section?: boolean;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id}>{title}</CardTitle>
      <CardDescription $section={section}>{description}</CardDescription>
      {children}
    </Card>
  );
}

const section = (path: string) => SECTIONS.find((entry) => entry.navPath === path)!;

/** SPEC §2 Admin dashboard: the two cards, each leading into its section. */
function Dashboard({ token }: { token: string }) {
  useTitle('Admin Dashboard');
  return (
    <>
      {[section('/admin/articles'), section('/admin/gaps')].map((entry) => (
        <DashboardCard key={entry.navPath} id={`${entry.path.split('/')[0]}-card-title`} title={entry.title} description={entry.description}>
          <Open to={entry.navPath}>Open {entry.label.toLowerCase()}</Open>
          {entry.render(token)}
        </DashboardCard>
      ))}
    </>
  );
}

function useTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function SectionPage({ entry, token }: { entry: Section; token: string }) {
  useTitle(`${entry.title} | Admin`);
  return (
    <DashboardCard id="section-title" title={entry.title} description={entry.description} section>
      {entry.render(token)}
    </DashboardCard>
  );
}

function DashboardScreen() {
  const { status, session } = useSession();
  const { pathname, search } = useLocation();
  if (status === 'loading') return <Loading role="status">Loading admin dashboard...</Loading>;
  // Signed out at a link into the console (one a teammate shared, say): signing in comes back to it.
  if (!session) return <Navigate to="/admin/login" replace state={{ from: `${pathname}${search}` }} />;
  return (
    <>
      <DashboardHeader session={session} />
      <AdminNav token={session.token} />
      <Main>
        <Routes>
          <Route index element={<Dashboard token={session.token} />} />
          {SECTIONS.map((entry) => (
            <Route key={entry.path} path={entry.path} element={<SectionPage entry={entry} token={session.token} />} />
          ))}
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </Main>
    </>
  );
}

/** SPEC §2 Admin dashboard at /admin, and the console's sections under it (see app/sections); needs a session, otherwise goes to /admin/login. */
export function DashboardPage() {
  return (
    <SessionProvider>
      <AdminStyle />
      <LeaveGuardProvider>
        <DashboardScreen />
      </LeaveGuardProvider>
      <Toaster />
    </SessionProvider>
  );
}

const Loading = styled.p`
  padding: ${space(8)};
  text-align: center;
  color: ${color('textMuted')};
`;

const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${space(6)};
  max-width: 1600px;
  margin: 0 auto;
  padding: ${space(6)};

  @media (max-width: 720px) {
    padding: ${space(2)};
    gap: ${space(3)};
  }
`;

const Card = styled(BaseCard)`
  scroll-margin-top: 80px;
  min-width: 0;
  padding: ${space(5)};
  border-radius: ${radius.lg};

  @media (max-width: 720px) {
    padding: ${space(3)};
  }
`;

const CardTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const CardDescription = styled.p<{ $section: boolean }>`
  margin: 0 0 ${space(2)};
  color: ${color('textMuted')};

  @media (max-width: 600px) {
    display: ${({ $section }) => ($section ? 'none' : 'block')};
  }
`;

const Open = styled(Link)`
  align-self: flex-start;
  margin-bottom: ${space(2)};
  color: ${color('accent')};
`;
