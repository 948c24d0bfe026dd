/**
 * Method, path and auth of every call (SPEC §7), as plain data: the browser client imports only this,
 * so no schema library ships to visitors. `calls.ts` adds the schemas for the API's validation.
 */
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The admin roles, least to most: each may do what the ones before it may. */
export const ROLES = ['viewer', 'editor', 'publisher', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { viewer: 'Viewer', editor: 'Editor', publisher: 'Publisher', owner: 'Owner' };

/** Whether `role` may make a call that needs `needed` (roles are ordered: an owner may do everything). */
export function roleAllows(role: Role, needed: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

export interface Route {
  method: Method;
  path: string;
  /** true when the call needs the admin bearer token. */
  auth: boolean;
  /** The least role that may make the call: declared on every call that needs the admin token. */
  role?: Role;
}

/** An admin call: open (sign-in, invitations) or signed-in with the least role it needs. */
type AdminRoute = (Route & { auth: false; role?: never }) | (Route & { auth: true; role: Role });

/** The calls of the visitors' pages (and health): all the browser client's main entry knows. */
export const publicRoutes = {
  health: { method: 'GET', path: '/api/health', auth: false },
  categories: { method: 'GET', path: '/api/categories', auth: false },
  sidebarRoots: { method: 'GET', path: '/api/sidebar/categories', auth: false },
  sidebarCategory: { method: 'GET', path: '/api/sidebar/categories/:id/pages/:page', auth: false },
  sidebarPath: { method: 'GET', path: '/api/sidebar/articles/:slug', auth: false },
  categoryListing: { method: 'GET', path: '/api/category-pages/:slug/:page', auth: false },
  article: { method: 'GET', path: '/api/articles/:slug', auth: false },
  stats: { method: 'GET', path: '/api/stats', auth: false },
  articleHighlights: { method: 'GET', path: '/api/article-highlights', auth: false },
  search: { method: 'GET', path: '/api/search', auth: false },
  searchSummary: { method: 'GET', path: '/api/search-summary', auth: false },
  searchSuggestions: { method: 'GET', path: '/api/search-suggestions', auth: false },
  searchClick: { method: 'POST', path: '/api/search-clicks', auth: false },
  articleFeedback: { method: 'POST', path: '/api/articles/:id/feedback', auth: false },
  articleView: { method: 'POST', path: '/api/articles/:id/views', auth: false },
  missingArticle: { method: 'POST', path: '/api/missing-article-reports', auth: false },
  settledSearch: { method: 'POST', path: '/api/reader-events/search', auth: false },
  versions: { method: 'GET', path: '/api/versions', auth: false },
  articleVersions: { method: 'GET', path: '/api/articles/:slug/versions', auth: false },
} as const satisfies Record<string, Route>;

/** The admin console's calls, sign-in included: only `@kb/api-client/admin` and the API import them. */
export const adminRoutes = {
  login: { method: 'POST', path: '/api/admin/login', auth: false },
  logout: { method: 'POST', path: '/api/admin/logout', auth: true, role: 'viewer' },
  signOutEverywhere: { method: 'POST', path: '/api/admin/sign-out-everywhere', auth: true, role: 'viewer' },
  renewSession: { method: 'POST', path: '/api/admin/session/renew', auth: true, role: 'viewer' },
  referenceUrls: { method: 'GET', path: '/api/admin/reference-urls', auth: true, role: 'viewer' },
  addReferenceUrl: { method: 'POST', path: '/api/admin/reference-urls', auth: true, role: 'editor' },
  updateReferenceUrl: { method: 'PATCH', path: '/api/admin/reference-urls/:id', auth: true, role: 'editor' },
  deleteReferenceUrl: { method: 'DELETE', path: '/api/admin/reference-urls/:id', auth: true, role: 'editor' },
  generateAnalysis: { method: 'POST', path: '/api/admin/generate-analysis', auth: true, role: 'editor' },
  contentConcepts: { method: 'GET', path: '/api/admin/content-concepts', auth: true, role: 'viewer' },
  saveConcept: { method: 'POST', path: '/api/admin/save-concept/:id', auth: true, role: 'editor' },
  savedConcepts: { method: 'GET', path: '/api/admin/saved-concepts', auth: true, role: 'viewer' },
  deleteSavedConcept: { method: 'DELETE', path: '/api/admin/saved-concepts/:id', auth: true, role: 'editor' },
  liveArticles: { method: 'GET', path: '/api/admin/live-articles', auth: true, role: 'viewer' },
  revisions: { method: 'GET', path: '/api/admin/revisions/:articleId', auth: true, role: 'viewer' },
  saveRevision: { method: 'POST', path: '/api/admin/save-revision', auth: true, role: 'editor' },
  discardUnpublishedChanges: { method: 'POST', path: '/api/admin/articles/:id/discard-unpublished', auth: true, role: 'editor' },
  articlePresence: { method: 'POST', path: '/api/admin/articles/:id/presence', auth: true, role: 'editor' },
  leaveArticle: { method: 'DELETE', path: '/api/admin/articles/:id/presence', auth: true, role: 'editor' },
  articleAutosave: { method: 'GET', path: '/api/admin/articles/:id/autosave', auth: true, role: 'editor' },
  autosaveArticle: { method: 'POST', path: '/api/admin/articles/:id/autosave', auth: true, role: 'editor' },
  discardAutosave: { method: 'DELETE', path: '/api/admin/articles/:id/autosave', auth: true, role: 'editor' },
  publishRevision: { method: 'POST', path: '/api/admin/publish-revision/:revisionId', auth: true, role: 'publisher' },
  deleteRevision: { method: 'DELETE', path: '/api/admin/revisions/:revisionId', auth: true, role: 'editor' },
  auditLog: { method: 'GET', path: '/api/admin/audit-log', auth: true, role: 'viewer' },
  auditPeople: { method: 'GET', path: '/api/admin/audit-log/people', auth: true, role: 'viewer' },
  notifications: { method: 'GET', path: '/api/admin/notifications', auth: true, role: 'viewer' },
  unreadNotifications: { method: 'GET', path: '/api/admin/notifications/unread', auth: true, role: 'viewer' },
  markNotificationsRead: { method: 'POST', path: '/api/admin/notifications/read', auth: true, role: 'viewer' },
  notificationSettings: { method: 'GET', path: '/api/admin/account/notifications', auth: true, role: 'viewer' },
  updateNotificationSettings: { method: 'PATCH', path: '/api/admin/account/notifications', auth: true, role: 'viewer' },
  createArticle: { method: 'POST', path: '/api/admin/articles', auth: true, role: 'editor' },
  offSiteArticles: { method: 'GET', path: '/api/admin/articles/off-site', auth: true, role: 'viewer' },
  articleSettings: { method: 'GET', path: '/api/admin/articles/:id', auth: true, role: 'viewer' },
  updateArticleSettings: { method: 'PATCH', path: '/api/admin/articles/:id', auth: true, role: 'editor' },
  unpublishArticle: { method: 'POST', path: '/api/admin/articles/:id/unpublish', auth: true, role: 'publisher' },
  restoreArticle: { method: 'POST', path: '/api/admin/articles/:id/restore', auth: true, role: 'publisher' },
  deleteArticle: { method: 'DELETE', path: '/api/admin/articles/:id', auth: true, role: 'publisher' },
  slugCheck: { method: 'GET', path: '/api/admin/slug-check', auth: true, role: 'viewer' },
  checkLinks: { method: 'POST', path: '/api/admin/check-links', auth: true, role: 'editor' },
  adminCategories: { method: 'GET', path: '/api/admin/categories', auth: true, role: 'viewer' },
  createCategory: { method: 'POST', path: '/api/admin/categories', auth: true, role: 'editor' },
  updateCategory: { method: 'PATCH', path: '/api/admin/categories/:id', auth: true, role: 'publisher' },
  deleteCategory: { method: 'DELETE', path: '/api/admin/categories/:id', auth: true, role: 'publisher' },
  uploadMedia: { method: 'POST', path: '/api/admin/media', auth: true, role: 'editor' },
  insights: { method: 'GET', path: '/api/admin/insights', auth: true, role: 'viewer' },
  adminTree: { method: 'GET', path: '/api/admin/tree', auth: true, role: 'viewer' },
  adminCategoryArticles: { method: 'GET', path: '/api/admin/tree/:id/articles', auth: true, role: 'viewer' },
  adminArticleSearch: { method: 'GET', path: '/api/admin/article-search', auth: true, role: 'viewer' },
  adminArticleContent: { method: 'GET', path: '/api/admin/articles/:id/content', auth: true, role: 'viewer' },
  loginWithEmail: { method: 'POST', path: '/api/admin/login/email', auth: false },
  currentSession: { method: 'GET', path: '/api/admin/session', auth: true, role: 'viewer' },
  people: { method: 'GET', path: '/api/admin/people', auth: true, role: 'viewer' },
  invitePerson: { method: 'POST', path: '/api/admin/people', auth: true, role: 'owner' },
  updatePerson: { method: 'PATCH', path: '/api/admin/people/:id', auth: true, role: 'owner' },
  resetPassword: { method: 'POST', path: '/api/admin/people/:id/reset-password', auth: true, role: 'owner' },
  removePerson: { method: 'DELETE', path: '/api/admin/people/:id', auth: true, role: 'owner' },
  renewInvitation: { method: 'POST', path: '/api/admin/people/:id/invitation', auth: true, role: 'owner' },
  revokeInvitation: { method: 'DELETE', path: '/api/admin/people/:id/invitation', auth: true, role: 'owner' },
  invitation: { method: 'POST', path: '/api/admin/invitations/lookup', auth: false },
  acceptInvitation: { method: 'POST', path: '/api/admin/invitations/accept', auth: false },
  siteSettings: { method: 'GET', path: '/api/admin/site-settings', auth: true, role: 'owner' },
  updateSiteSettings: { method: 'PATCH', path: '/api/admin/site-settings', auth: true, role: 'owner' },
  submitForReview: { method: 'POST', path: '/api/admin/revisions/:revisionId/review', auth: true, role: 'editor' },
  articleReviews: { method: 'GET', path: '/api/admin/articles/:id/reviews', auth: true, role: 'viewer' },
  reviewQueue: { method: 'GET', path: '/api/admin/reviews', auth: true, role: 'publisher' },
  reviewPreview: { method: 'GET', path: '/api/admin/reviews/:id/preview', auth: true, role: 'publisher' },
  approveReview: { method: 'POST', path: '/api/admin/reviews/:id/approve', auth: true, role: 'publisher' },
  requestChanges: { method: 'POST', path: '/api/admin/reviews/:id/request-changes', auth: true, role: 'publisher' },
  schedules: { method: 'GET', path: '/api/admin/schedules', auth: true, role: 'publisher' },
  createSchedule: { method: 'POST', path: '/api/admin/schedules', auth: true, role: 'publisher' },
  cancelSchedule: { method: 'DELETE', path: '/api/admin/schedules/:id', auth: true, role: 'publisher' },
  // Sign-in that proves who you are (issue 29 item 4): what the sign-in offers, SSO, passkeys, the caller's sessions.
  signInOptions: { method: 'GET', path: '/api/admin/sign-in-options', auth: false },
  ssoStart: { method: 'POST', path: '/api/admin/sso/start', auth: false },
  ssoFinish: { method: 'POST', path: '/api/admin/sso/finish', auth: false },
  passkeySignInOptions: { method: 'POST', path: '/api/admin/passkeys/sign-in/options', auth: false },
  passkeySignIn: { method: 'POST', path: '/api/admin/passkeys/sign-in', auth: false },
  passkeys: { method: 'GET', path: '/api/admin/passkeys', auth: true, role: 'viewer' },
  passkeyRegistrationOptions: { method: 'POST', path: '/api/admin/passkeys/registration-options', auth: true, role: 'viewer' },
  registerPasskey: { method: 'POST', path: '/api/admin/passkeys', auth: true, role: 'viewer' },
  removePasskey: { method: 'DELETE', path: '/api/admin/passkeys/:id', auth: true, role: 'viewer' },
  personPasskeys: { method: 'GET', path: '/api/admin/people/:id/passkeys', auth: true, role: 'owner' },
  removePersonPasskey: { method: 'DELETE', path: '/api/admin/people/:id/passkeys/:passkeyId', auth: true, role: 'owner' },
  sessions: { method: 'GET', path: '/api/admin/sessions', auth: true, role: 'viewer' },
  endSession: { method: 'DELETE', path: '/api/admin/sessions/:id', auth: true, role: 'viewer' },
  loginSecondFactor: { method: 'POST', path: '/api/admin/login/second-factor', auth: false },
  secondFactor: { method: 'GET', path: '/api/admin/account/second-factor', auth: true, role: 'viewer' },
  updateSecondFactor: { method: 'PATCH', path: '/api/admin/account/second-factor', auth: true, role: 'viewer' },
  changePassword: { method: 'POST', path: '/api/admin/account/password', auth: true, role: 'viewer' },
  updateAccount: { method: 'PATCH', path: '/api/admin/account', auth: true, role: 'viewer' },
  renamePasskey: { method: 'PATCH', path: '/api/admin/passkeys/:id', auth: true, role: 'viewer' },
  translationProgress: { method: 'GET', path: '/api/admin/translations', auth: true, role: 'viewer' },
  translationList: { method: 'GET', path: '/api/admin/translations/:lang', auth: true, role: 'viewer' },
  translationWorkspace: { method: 'GET', path: '/api/admin/articles/:id/translations/:lang', auth: true, role: 'viewer' },
  saveTranslation: { method: 'POST', path: '/api/admin/articles/:id/translations/:lang', auth: true, role: 'editor' },
  draftTranslation: { method: 'POST', path: '/api/admin/articles/:id/translations/:lang/draft', auth: true, role: 'editor' },
  publishTranslation: { method: 'POST', path: '/api/admin/translation-revisions/:revisionId/publish', auth: true, role: 'publisher' },
  exportTranslationXliff: { method: 'GET', path: '/api/admin/translations/:lang/xliff', auth: true, role: 'viewer' },
  importTranslationXliff: { method: 'POST', path: '/api/admin/translations/:lang/xliff', auth: true, role: 'editor' },
  adminVersions: { method: 'GET', path: '/api/admin/versions', auth: true, role: 'viewer' },
  createVersion: { method: 'POST', path: '/api/admin/versions', auth: true, role: 'publisher' },
  updateVersion: { method: 'PATCH', path: '/api/admin/versions/:name', auth: true, role: 'publisher' },
  makeVersionCurrent: { method: 'POST', path: '/api/admin/versions/:name/make-current', auth: true, role: 'publisher' },
  deleteVersion: { method: 'DELETE', path: '/api/admin/versions/:name', auth: true, role: 'publisher' },
  versionArticle: { method: 'GET', path: '/api/admin/versions/:name/articles/:id', auth: true, role: 'viewer' },
} as const satisfies Record<string, AdminRoute>;

// A pure call, so that a bundle using only `publicRoutes` drops `adminRoutes` (a spread would be kept).
export const routes = /*#__PURE__*/ Object.assign({}, publicRoutes, adminRoutes);
export type PublicCallName = keyof typeof publicRoutes;
export type AdminCallName = keyof typeof adminRoutes;
