import { lazy, Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ArticleEditor } from '../editor/ArticleEditor';
import { GapAnalysisPanel } from '../gapAnalysis/GapAnalysisPanel';
import { RoleGate } from './RoleGate';

// The dashboard's first view shows the editor and the gap analysis; every other section's code loads
// when it is opened (the admin console's script budget, shell/e2e/production/budgets.spec.ts).
const CategoryManager = lazy(() => import('../authoring/CategoryManager').then((m) => ({ default: m.CategoryManager })));
const AuditLogPanel = lazy(() => import('../insights/AuditLogPanel').then((m) => ({ default: m.AuditLogPanel })));
const InsightsCard = lazy(() => import('../insights/InsightsCard'));
const PeopleSection = lazy(() => import('../people/PeopleSection').then((m) => ({ default: m.PeopleSection })));
const ReviewQueueSection = lazy(() => import('../reviews/ReviewQueueSection').then((m) => ({ default: m.ReviewQueueSection })));
const VersionsSection = lazy(() => import('../versions/VersionsSection').then((m) => ({ default: m.VersionsSection })));
const TranslationsSection = lazy(() => import('../translations/TranslationsSection').then((m) => ({ default: m.TranslationsSection })));
const AccountSection = lazy(() => import('../account/AccountSection').then((m) => ({ default: m.AccountSection })));
const SiteSettingsSection = lazy(() => import('../settings/SiteSettingsSection').then((m) => ({ default: m.SiteSettingsSection })));

/** A lazily loaded section's page while its code arrives. */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p role="status">Loading…</p>}>{children}</Suspense>;
}

function ArticlesSection({ token }: { token: string }) {
  const { id = null } = useParams();
  return <ArticleEditor token={token} articleId={id} />;
}

/** One section of the admin console: its own URL under /admin, a link in the navigation, a page of its own. */
export interface Section {
  /** The path under /admin (a route pattern; `navPath` is where the navigation links). */
  path: string;
  navPath: string;
  label: string;
  title: string;
  description: string;
  render: (token: string) => ReactNode;
}

/**
 * The admin console's sections, in navigation order. A new section (People, Review queue…) is one entry
 * here: the navigation, the route and the page title come from it.
 */
export const SECTIONS: readonly Section[] = [
  {
    path: 'articles/:id?',
    navPath: '/admin/articles',
    label: 'Articles',
    title: 'Article Editor',
    description: 'Edit existing articles and track revision history',
    render: (token) => <ArticlesSection token={token} />,
  },
  {
    path: 'reviews',
    navPath: '/admin/reviews',
    label: 'Review queue',
    title: 'Review queue',
    description: 'Approve or send back what editors submit, and what is scheduled',
    render: (token) => (
      <Later>
        <ReviewQueueSection token={token} />
      </Later>
    ),
  },
  {
    path: 'translations/:lang?/:articleId?',
    navPath: '/admin/translations',
    label: 'Translations',
    title: 'Translations',
    description: 'Which articles each language is missing, which are outdated, and translating them side by side',
    render: (token) => (
      <Later>
        <TranslationsSection token={token} />
      </Later>
    ),
  },
  {
    path: 'categories',
    navPath: '/admin/categories',
    label: 'Categories',
    title: 'Categories',
    description: 'Create, rename, move, reorder and delete categories',
    render: (token) => (
      <RoleGate token={token} call="createCategory">
        <Later>
          <CategoryManager token={token} />
        </Later>
      </RoleGate>
    ),
  },
  {
    path: 'versions',
    navPath: '/admin/versions',
    label: 'Versions',
    title: 'Versions',
    description: 'Releases of the knowledge base, and how readers see each',
    render: (token) => (
      <Later>
        <VersionsSection token={token} />
      </Later>
    ),
  },
  {
    path: 'gaps',
    navPath: '/admin/gaps',
    label: 'Content gaps',
    title: 'Content Gap Analysis',
    description: 'Identify and track content opportunities to expand your knowledge base',
    render: (token) => (
      <RoleGate token={token} call="generateAnalysis">
        <GapAnalysisPanel token={token} />
      </RoleGate>
    ),
  },
  {
    path: 'insights',
    navPath: '/admin/insights',
    label: 'Insights',
    title: 'Insights',
    description: 'What readers search for, miss, open and think of the articles',
    render: (token) => (
      <Later>
        <InsightsCard token={token} />
      </Later>
    ),
  },
  {
    path: 'audit',
    navPath: '/admin/audit',
    label: 'Audit log',
    title: 'Audit log',
    description: 'Who changed what, and when',
    render: (token) => (
      <Later>
        <AuditLogPanel token={token} />
      </Later>
    ),
  },
  {
    path: 'people',
    navPath: '/admin/people',
    label: 'People',
    title: 'People',
    description: 'Who may sign in, and with which role',
    render: (token) => (
      <Later>
        <PeopleSection token={token} />
      </Later>
    ),
  },
  {
    path: 'account',
    navPath: '/admin/account',
    label: 'Account',
    title: 'Your account',
    description: 'Your passkeys, and where you are signed in',
    render: (token) => (
      <Later>
        <AccountSection token={token} />
      </Later>
    ),
  },
  {
    path: 'settings',
    navPath: '/admin/settings',
    label: 'Settings',
    title: 'Site settings',
    description: 'The site’s name, texts, logo and links',
    render: (token) => (
      <Later>
        <SiteSettingsSection token={token} />
      </Later>
    ),
  },
];
