import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { AdminCallName } from '@kb/contracts';
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

interface Entry {
  path: string;
  label: string;
  /** The page's title; the label when they are the same. */
  title?: string;
  description: string;
  page: ComponentType<{ token: string }>;
  /** The call whose role the section needs: below it, RoleGate shows it read-only with the reason. */
  gate?: AdminCallName;
}

const ENTRIES: readonly Entry[] = [
  {
    path: 'articles/:id?',
    label: 'Articles',
    title: 'Article Editor',
    description: 'Edit existing articles and track revision history',
    page: ArticlesSection,
  },
  { path: 'reviews', label: 'Review queue', description: 'Approve or send back what editors submit, and what is scheduled', page: ReviewQueueSection },
  {
    path: 'translations/:lang?/:articleId?',
    label: 'Translations',
    description: 'Which articles each language is missing, which are outdated, and translating them side by side',
    page: TranslationsSection,
  },
  {
    path: 'categories',
    label: 'Categories',
    description: 'Create, rename, move, reorder and delete categories',
    page: CategoryManager,
    gate: 'createCategory',
  },
  { path: 'versions', label: 'Versions', description: 'Releases of the knowledge base, and how readers see each', page: VersionsSection },
  {
    path: 'gaps',
    label: 'Content gaps',
    title: 'Content Gap Analysis',
    description: 'Identify and track content opportunities to expand your knowledge base',
    page: GapAnalysisPanel,
    gate: 'generateAnalysis',
  },
  { path: 'insights', label: 'Insights', description: 'What readers search for, miss, open and think of the articles', page: InsightsCard },
  { path: 'audit', label: 'Audit log', description: 'Who changed what, and when', page: AuditLogPanel },
  { path: 'people', label: 'People', description: 'Who may sign in, and with which role', page: PeopleSection },
  {
    path: 'account',
    label: 'Account',
    title: 'Your account',
    description: 'Your name and password, your passkeys, your notification mail, and where you are signed in',
    page: AccountSection,
  },
  { path: 'settings', label: 'Settings', title: 'Site settings', description: 'The site’s name, texts, logo and links', page: SiteSettingsSection },
];

/**
 * The admin console's sections, in navigation order. A new section (People, Review queue…) is one entry
 * in ENTRIES: the navigation, the route and the page title come from it.
 */
export const SECTIONS: readonly Section[] = ENTRIES.map(({ page: Page, gate, ...entry }) => ({
  ...entry,
  navPath: `/admin/${entry.path.split('/')[0]}`,
  title: entry.title ?? entry.label,
  render: (token) => {
    const page = (
      <Later>
        <Page token={token} />
      </Later>
    );
    return gate ? (
      <RoleGate token={token} call={gate}>
        {page}
      </RoleGate>
    ) : (
      page
    );
  },
}));
