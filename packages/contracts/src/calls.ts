import { z } from './zod';
import {
  AdminCategory,
  AdminSession,
  AuditEntry,
  AuditLogQuery,
  Autosave,
  AutosaveRequest,
  ContentConcept,
  CreateReferenceUrlRequest,
  GenerateAnalysisRequest,
  GenerateAnalysisResponse,
  LoginRequest,
  Ok,
  SignOutEverywhereResponse,
  RenewedSession,
  ReferenceUrl,
  Revision,
  SavedConcept,
  UpdateReferenceUrlRequest,
} from './admin';
import {
  ArticleSettings,
  CategoryRecord,
  CreateArticleRequest,
  CreateCategoryRequest,
  OffSiteArticle,
  SlugCheck,
  SlugCheckQuery,
  UpdateArticleSettingsRequest,
  UpdateCategoryRequest,
} from './authoring';
import { ArticleHighlights } from './articleHighlights';
import { AdminArticleContent, AdminArticlePage, AdminSearchPage, AdminSearchQuery, AdminTreeLevel, AdminTreeQuery, PageQuery } from './adminBrowse';
import { Category, Health, Id, SearchResult, SearchSuggestions, SearchSummary, Stats } from './entities';
import { FeedbackRequest, Insights, InsightsQuery, MissingArticleReport, Recorded, SearchClickRequest, SettledSearch } from './insights';
import { CheckLinksRequest, LinkCheck } from './linkCheck';
import { UploadMediaQuery, UploadedMedia } from './media';
import {
  AcceptInvitationRequest,
  AcceptInvitationResponse,
  CurrentSession,
  EmailLoginRequest,
  Invitation,
  InvitationRequest,
  InvitePersonRequest,
  Person,
  PersonLink,
  RemovePersonResponse,
  ChangePasswordRequest,
  UpdateAccountRequest,
  RenewInvitationRequest,
  SiteSettings,
  UpdatePersonRequest,
  UpdateSiteSettingsRequest,
} from './people';
import { LIMITS } from './limits';
import {
  ActiveSession,
  Passkey,
  PasskeyCeremony,
  PasskeyId,
  PasskeyRegistrationRequest,
  PasskeySignInRequest,
  RegisterPasskeyRequest,
  RenamePasskeyRequest,
  SecondFactorRequired,
  SecondFactorSetting,
  SessionId,
  SignInOptions,
  SsoFinishRequest,
  SsoStart,
} from './signInMethods';
import { AuditPerson, MarkNotificationsReadRequest, NotificationList, NotificationSettings, UnreadCount, UpdateNotificationSettingsRequest } from './events';
import { ApproveReviewRequest, CreateScheduleRequest, RequestChangesRequest, Review, ReviewPreview, Schedule, SubmitForReviewRequest } from './reviews';
import { CategoryListing, SidebarCategory, SidebarCategoryPage, SidebarPath } from './sidebar';
import { routes, type Route } from './routes';
import { LANGUAGES, VERSION_NAME_PATTERN } from './editions';
import {
  EditionArticle,
  LanguageProgress,
  SaveTranslationRequest,
  TargetLanguage,
  TranslationListQuery,
  TranslationPage,
  TranslationParams,
  TranslationRevision,
  TranslationWorkspace,
  XliffImportReport,
} from './translations';
import {
  ArticleInVersion,
  CreateVersionRequest,
  PublicVersion,
  UpdateVersionRequest,
  VersionArticle,
  VersionParams,
  MadeCurrent,
  VersionQuery,
  VersionRecord,
  VersionedSaveRevisionRequest,
} from './versions';

export interface CallDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> extends Route {
  params: P;
  query: Q;
  body: B;
  response: R;
}

/** No input: unknown keys are dropped, so handlers only ever see what the contract names. */
const None = z.object({});

function call<P extends z.ZodType = typeof None, Q extends z.ZodType = typeof None, B extends z.ZodType = typeof None, R extends z.ZodType = z.ZodType>(
  route: Route,
  def: { params?: P; query?: Q; body?: B; response: R },
): CallDef<P, Q, B, R> {
  return {
    ...route,
    params: (def.params ?? None) as P,
    query: (def.query ?? None) as Q,
    body: (def.body ?? None) as B,
    response: def.response,
  };
}

/** Rejects NUL and other control characters (tab and newline are folded to spaces by trim rules). */
const NoControlChars = (value: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value);

/**
 * Which edition a public read answers for
 * (docs/decisions/0065-versions-and-languages-the-design.md): without these parameters, the default one (the
 * current version, in English), as SPEC.md says.
 */
export const EditionQuery = z.object({
  lang: z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` }).optional(),
  version: z.string().regex(VERSION_NAME_PATTERN, 'version must be a version name such as 4.2').optional(),
});

export const SearchQuery = z.object({
  ...EditionQuery.shape,
  q: z
    .string()
    .refine(NoControlChars, 'Query must not contain control characters')
    .transform((value) => value.trim())
    .pipe(z.string().max(LIMITS.searchQueryMax, `Query must be at most ${LIMITS.searchQueryMax} characters`))
    .default(''),
});

/**
 * GET /api/search: `limit` asks for fewer of the ranked results (default and at most 50), e.g. the search
 * palette's 8; the results are the first `limit` of the same ranking. A pure read: Insights counts a search
 * from POST /api/reader-events/search (`settledSearch`). Unknown parameters are ignored (clients from before
 * that sent `typing=true` with the palette's keystrokes).
 */
export const SearchResultsQuery = SearchQuery.extend({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(LIMITS.searchResultsMax, `limit must be at most ${LIMITS.searchResultsMax}`)
    .default(LIMITS.searchResultsMax),
});

const SlugParams = z.object({ slug: z.string().min(1).max(LIMITS.slugMax) });
const IdParams = z.object({ id: Id });

export const calls = {
  health: call(routes.health, { response: Health }),
  categories: call(routes.categories, { query: EditionQuery, response: z.array(Category) }),
  sidebarRoots: call(routes.sidebarRoots, { query: EditionQuery, response: z.array(SidebarCategory) }),
  sidebarCategory: call(routes.sidebarCategory, {
    params: z.object({ id: Id, page: z.coerce.number().int().min(0).max(LIMITS.sidebarPageMax) }),
    query: EditionQuery,
    response: SidebarCategoryPage,
  }),
  sidebarPath: call(routes.sidebarPath, { query: EditionQuery, params: SlugParams, response: SidebarPath }),
  categoryListing: call(routes.categoryListing, {
    params: SlugParams.extend({ page: z.coerce.number().int().min(0).max(LIMITS.sidebarPageMax) }),
    query: EditionQuery,
    response: CategoryListing,
  }),
  article: call(routes.article, { query: EditionQuery, params: SlugParams, response: EditionArticle }),
  stats: call(routes.stats, { query: EditionQuery, response: Stats }),
  articleHighlights: call(routes.articleHighlights, { query: EditionQuery, response: ArticleHighlights }),
  search: call(routes.search, { query: SearchResultsQuery, response: z.array(SearchResult) }),
  searchSummary: call(routes.searchSummary, { query: SearchQuery, response: SearchSummary }),
  searchSuggestions: call(routes.searchSuggestions, { query: SearchQuery, response: SearchSuggestions }),
  searchClick: call(routes.searchClick, { body: SearchClickRequest, response: Recorded }),
  articleFeedback: call(routes.articleFeedback, { params: IdParams, body: FeedbackRequest, response: Recorded }),
  articleView: call(routes.articleView, { params: IdParams, response: Recorded }),
  missingArticle: call(routes.missingArticle, { body: MissingArticleReport, response: Recorded }),
  settledSearch: call(routes.settledSearch, { body: SettledSearch, response: Recorded }),
  versions: call(routes.versions, { response: z.array(PublicVersion) }),
  articleVersions: call(routes.articleVersions, { query: EditionQuery, params: SlugParams, response: z.array(ArticleInVersion) }),

  login: call(routes.login, { body: LoginRequest, response: AdminSession }),
  logout: call(routes.logout, { response: Ok }),
  signOutEverywhere: call(routes.signOutEverywhere, { response: SignOutEverywhereResponse }),
  renewSession: call(routes.renewSession, { response: RenewedSession }),
  referenceUrls: call(routes.referenceUrls, { response: z.array(ReferenceUrl) }),
  addReferenceUrl: call(routes.addReferenceUrl, { body: CreateReferenceUrlRequest, response: ReferenceUrl }),
  updateReferenceUrl: call(routes.updateReferenceUrl, {
    params: IdParams,
    body: UpdateReferenceUrlRequest,
    response: ReferenceUrl,
  }),
  deleteReferenceUrl: call(routes.deleteReferenceUrl, { params: IdParams, response: Ok }),
  generateAnalysis: call(routes.generateAnalysis, {
    body: GenerateAnalysisRequest,
    response: GenerateAnalysisResponse,
  }),
  contentConcepts: call(routes.contentConcepts, { response: z.array(ContentConcept) }),
  saveConcept: call(routes.saveConcept, { params: IdParams, response: SavedConcept }),
  savedConcepts: call(routes.savedConcepts, { response: z.array(SavedConcept) }),
  deleteSavedConcept: call(routes.deleteSavedConcept, { params: IdParams, response: Ok }),
  liveArticles: call(routes.liveArticles, { response: z.array(AdminCategory) }),
  revisions: call(routes.revisions, {
    params: z.object({ articleId: Id }),
    query: VersionQuery,
    response: z.array(Revision),
  }),
  saveRevision: call(routes.saveRevision, { body: VersionedSaveRevisionRequest, response: Revision }),
  discardUnpublishedChanges: call(routes.discardUnpublishedChanges, { params: IdParams, response: z.object({ discarded: z.number().int() }) }),
  articlePresence: call(routes.articlePresence, {
    params: IdParams,
    response: z.object({ others: z.array(z.object({ adminName: z.string(), since: z.iso.datetime() })) }),
  }),
  leaveArticle: call(routes.leaveArticle, { params: IdParams, response: Ok }),
  articleAutosave: call(routes.articleAutosave, { params: IdParams, query: VersionQuery, response: z.object({ autosave: Autosave.nullable() }) }),
  autosaveArticle: call(routes.autosaveArticle, { params: IdParams, query: VersionQuery, body: AutosaveRequest, response: Ok }),
  discardAutosave: call(routes.discardAutosave, { params: IdParams, query: VersionQuery, response: Ok }),
  publishRevision: call(routes.publishRevision, {
    params: z.object({ revisionId: Id }),
    query: VersionQuery,
    response: Revision,
  }),
  deleteRevision: call(routes.deleteRevision, {
    params: z.object({ revisionId: Id }),
    response: Ok,
  }),
  auditLog: call(routes.auditLog, { query: AuditLogQuery, response: z.array(AuditEntry) }),
  auditPeople: call(routes.auditPeople, { response: z.array(AuditPerson) }),
  notifications: call(routes.notifications, { response: NotificationList }),
  unreadNotifications: call(routes.unreadNotifications, { response: UnreadCount }),
  markNotificationsRead: call(routes.markNotificationsRead, { body: MarkNotificationsReadRequest, response: UnreadCount }),
  notificationSettings: call(routes.notificationSettings, { response: NotificationSettings }),
  updateNotificationSettings: call(routes.updateNotificationSettings, { body: UpdateNotificationSettingsRequest, response: NotificationSettings }),
  createArticle: call(routes.createArticle, { body: CreateArticleRequest, response: ArticleSettings }),
  offSiteArticles: call(routes.offSiteArticles, { response: z.array(OffSiteArticle) }),
  articleSettings: call(routes.articleSettings, { params: IdParams, response: ArticleSettings }),
  updateArticleSettings: call(routes.updateArticleSettings, { params: IdParams, body: UpdateArticleSettingsRequest, response: ArticleSettings }),
  unpublishArticle: call(routes.unpublishArticle, { params: IdParams, query: VersionQuery, response: ArticleSettings }),
  restoreArticle: call(routes.restoreArticle, { params: IdParams, query: VersionQuery, response: ArticleSettings }),
  deleteArticle: call(routes.deleteArticle, { params: IdParams, response: Ok }),
  slugCheck: call(routes.slugCheck, { query: SlugCheckQuery, response: SlugCheck }),
  checkLinks: call(routes.checkLinks, { body: CheckLinksRequest, response: LinkCheck }),
  adminCategories: call(routes.adminCategories, { response: z.array(CategoryRecord) }),
  createCategory: call(routes.createCategory, { body: CreateCategoryRequest, response: CategoryRecord }),
  updateCategory: call(routes.updateCategory, { params: IdParams, body: UpdateCategoryRequest, response: CategoryRecord }),
  deleteCategory: call(routes.deleteCategory, { params: IdParams, response: Ok }),
  insights: call(routes.insights, { query: InsightsQuery, response: Insights }),
  /** The body is the image itself (Content-Type one of UPLOAD_IMAGE_TYPES), not JSON. */
  uploadMedia: call(routes.uploadMedia, { query: UploadMediaQuery, response: UploadedMedia }),
  loginWithEmail: call(routes.loginWithEmail, { body: EmailLoginRequest, response: z.union([AdminSession, SecondFactorRequired]) }),
  currentSession: call(routes.currentSession, { response: CurrentSession }),
  people: call(routes.people, { response: z.array(Person) }),
  invitePerson: call(routes.invitePerson, { body: InvitePersonRequest, response: PersonLink }),
  updatePerson: call(routes.updatePerson, { params: IdParams, body: UpdatePersonRequest, response: Person }),
  resetPassword: call(routes.resetPassword, { params: IdParams, response: PersonLink }),
  removePerson: call(routes.removePerson, { params: IdParams, response: RemovePersonResponse }),
  renewInvitation: call(routes.renewInvitation, { params: IdParams, body: RenewInvitationRequest, response: PersonLink }),
  revokeInvitation: call(routes.revokeInvitation, { params: IdParams, response: Ok }),
  invitation: call(routes.invitation, { body: InvitationRequest, response: Invitation }),
  acceptInvitation: call(routes.acceptInvitation, { body: AcceptInvitationRequest, response: AcceptInvitationResponse }),
  siteSettings: call(routes.siteSettings, { response: SiteSettings }),
  updateSiteSettings: call(routes.updateSiteSettings, { body: UpdateSiteSettingsRequest, response: SiteSettings }),
  adminTree: call(routes.adminTree, { query: AdminTreeQuery, response: AdminTreeLevel }),
  adminCategoryArticles: call(routes.adminCategoryArticles, { params: IdParams, query: PageQuery, response: AdminArticlePage }),
  adminArticleSearch: call(routes.adminArticleSearch, { query: AdminSearchQuery, response: AdminSearchPage }),
  adminArticleContent: call(routes.adminArticleContent, { params: IdParams, response: AdminArticleContent }),
  submitForReview: call(routes.submitForReview, { params: z.object({ revisionId: Id }), body: SubmitForReviewRequest, response: Review }),
  articleReviews: call(routes.articleReviews, { params: IdParams, response: z.array(Review) }),
  reviewQueue: call(routes.reviewQueue, { response: z.array(Review) }),
  reviewPreview: call(routes.reviewPreview, { params: IdParams, response: ReviewPreview }),
  approveReview: call(routes.approveReview, { params: IdParams, body: ApproveReviewRequest, response: Review }),
  requestChanges: call(routes.requestChanges, { params: IdParams, body: RequestChangesRequest, response: Review }),
  schedules: call(routes.schedules, { response: z.array(Schedule) }),
  createSchedule: call(routes.createSchedule, { body: CreateScheduleRequest, response: Schedule }),
  cancelSchedule: call(routes.cancelSchedule, { params: IdParams, response: Ok }),
  signInOptions: call(routes.signInOptions, { response: SignInOptions }),
  ssoStart: call(routes.ssoStart, { response: SsoStart }),
  ssoFinish: call(routes.ssoFinish, { body: SsoFinishRequest, response: z.union([AdminSession, SecondFactorRequired]) }),
  passkeySignInOptions: call(routes.passkeySignInOptions, { response: PasskeyCeremony }),
  passkeySignIn: call(routes.passkeySignIn, { body: PasskeySignInRequest, response: AdminSession }),
  passkeys: call(routes.passkeys, { response: z.array(Passkey) }),
  passkeyRegistrationOptions: call(routes.passkeyRegistrationOptions, { body: PasskeyRegistrationRequest, response: PasskeyCeremony }),
  registerPasskey: call(routes.registerPasskey, { body: RegisterPasskeyRequest, response: Passkey }),
  removePasskey: call(routes.removePasskey, { params: z.object({ id: PasskeyId }), response: Ok }),
  personPasskeys: call(routes.personPasskeys, { params: IdParams, response: z.array(Passkey) }),
  removePersonPasskey: call(routes.removePersonPasskey, { params: z.object({ id: Id, passkeyId: PasskeyId }), response: Ok }),
  sessions: call(routes.sessions, { response: z.array(ActiveSession) }),
  endSession: call(routes.endSession, { params: z.object({ id: SessionId }), response: Ok }),
  loginSecondFactor: call(routes.loginSecondFactor, { body: PasskeySignInRequest, response: AdminSession }),
  secondFactor: call(routes.secondFactor, { response: SecondFactorSetting }),
  updateSecondFactor: call(routes.updateSecondFactor, { body: SecondFactorSetting, response: SecondFactorSetting }),
  changePassword: call(routes.changePassword, { body: ChangePasswordRequest, response: AdminSession }),
  updateAccount: call(routes.updateAccount, { body: UpdateAccountRequest, response: CurrentSession }),
  renamePasskey: call(routes.renamePasskey, { params: z.object({ id: PasskeyId }), body: RenamePasskeyRequest, response: Passkey }),
  translationProgress: call(routes.translationProgress, { response: z.array(LanguageProgress) }),
  translationList: call(routes.translationList, { params: z.object({ lang: TargetLanguage }), query: TranslationListQuery, response: TranslationPage }),
  translationWorkspace: call(routes.translationWorkspace, { params: TranslationParams, response: TranslationWorkspace }),
  saveTranslation: call(routes.saveTranslation, { params: TranslationParams, body: SaveTranslationRequest, response: TranslationRevision }),
  draftTranslation: call(routes.draftTranslation, { params: TranslationParams, response: TranslationRevision }),
  publishTranslation: call(routes.publishTranslation, { params: z.object({ revisionId: Id }), response: TranslationRevision }),
  /** The answer is an XLIFF 2.1 document (application/xliff+xml), not JSON. */
  exportTranslationXliff: call(routes.exportTranslationXliff, { params: z.object({ lang: TargetLanguage }), response: z.string() }),
  /** The body is the translated XLIFF 2.1 document (application/xliff+xml, at most LIMITS.xliffUploadBytesMax), not JSON. */
  importTranslationXliff: call(routes.importTranslationXliff, { params: z.object({ lang: TargetLanguage }), response: XliffImportReport }),
  adminVersions: call(routes.adminVersions, { response: z.array(VersionRecord) }),
  createVersion: call(routes.createVersion, { body: CreateVersionRequest, response: VersionRecord }),
  updateVersion: call(routes.updateVersion, { params: VersionParams, body: UpdateVersionRequest, response: VersionRecord }),
  makeVersionCurrent: call(routes.makeVersionCurrent, { params: VersionParams, response: MadeCurrent }),
  deleteVersion: call(routes.deleteVersion, { params: VersionParams, response: Ok }),
  versionArticle: call(routes.versionArticle, { params: VersionParams.extend({ id: Id }), response: VersionArticle }),
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type ParamsOf<N extends CallName> = z.input<Calls[N]['params']>;
export type QueryOf<N extends CallName> = z.input<Calls[N]['query']>;
export type BodyOf<N extends CallName> = z.input<Calls[N]['body']>;
export type ResponseOf<N extends CallName> = z.output<Calls[N]['response']>;
