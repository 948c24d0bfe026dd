import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { color, radius, space, Toaster } from '@kb/ui';
import { Card as BaseCard } from '@kb/ui/controls';
import { AdminStyle } from '../adminStyle';
import { CategoryManager } from '../authoring/CategoryManager';
import { ArticleEditor } from '../editor/ArticleEditor';
import { GapAnalysisPanel } from '../gapAnalysis/GapAnalysisPanel';
import { LazyInsights } from '../insights/LazyInsights';
import { SessionProvider, useSession } from '../session/SessionProvider';
import { DashboardHeader } from './DashboardHeader';
import { LeaveGuardProvider } from '../leaveGuard/LeaveGuard';

function DashboardCard({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id}>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
      {children}
    </Card>
  );
}

function DashboardScreen() {
  const { status, session } = useSession();
  useEffect(() => {
    document.title = 'Admin Dashboard';
  }, []);

  if (status === 'loading') return <Loading role="status">Loading admin dashboard...</Loading>;
  if (!session) return <Navigate to="/admin/login" replace />;
  return (
    <>
      <DashboardHeader session={session} />
      <Main>
        <DashboardCard id="article-editor-title" title="Article Editor" description="Edit existing articles and track revision history">
          <ArticleEditor token={session.token} />
        </DashboardCard>
        <DashboardCard id="categories-title" title="Categories" description="Create, rename, move, reorder and delete categories">
          <CategoryManager token={session.token} />
        </DashboardCard>
        <DashboardCard
          id="gap-analysis-title"
          title="Content Gap Analysis"
          description="Identify and track content opportunities to expand your knowledge base"
        >
          <GapAnalysisPanel token={session.token} />
        </DashboardCard>
        <DashboardCard id="insights-title" title="Insights" description="What readers search for, miss, open and think of the articles">
          <LazyInsights token={session.token} />
        </DashboardCard>
      </Main>
    </>
  );
}

/** SPEC §2 Admin dashboard: needs a session; otherwise goes to /admin/login. */
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
`;

const Card = styled(BaseCard)`
  scroll-margin-top: 80px;
  padding: ${space(5)};
  border-radius: ${radius.lg};
`;

const CardTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const CardDescription = styled.p`
  margin: 0 0 ${space(2)};
  color: ${color('textMuted')};
`;
