import { Schema, type Connection, type Model } from 'mongoose';
import { personEmailSchema, personSchema, personTokenSchema, personTokenUseSchema } from '../people/models';
import { passkeySchema } from '../passkeys/models';
import { siteSettingsSchema } from '../settings/siteSettings';
import { signInChallengeSchema, signInChallengeUseSchema } from '../signIn/challenges';
import { uuidSchema } from './schemaHelpers';
import { versionArticleSchema, versionSchema } from './versionSchemas';
import type {
  AdminSessionDoc,
  ArticleDoc,
  ArticleFeedbackDoc,
  ArticleViewDoc,
  DailySaltDoc,
  InsightRollupDoc,
  MissingArticleReportDoc,
  SearchClickDoc,
  AuditEntryDoc,
  CategoryDoc,
  ChangeLogDoc,
  LoginFailureDoc,
  ContentConceptDoc,
  ContentEpochDoc,
  PendingPublishDoc,
  ReferenceUrlDoc,
  RevisionDoc,
  RevisionSlotDoc,
  SavedConceptDoc,
  SearchLogDoc,
  SlugRedirectDoc,
} from './types';

export type * from './types';

const categorySchema = uuidSchema<CategoryDoc>(
  {
    slug: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    order: { type: Number, default: 0 },
    parentId: { type: String, default: null },
  },
  'categories',
);

const articleSchema = uuidSchema<ArticleDoc>(
  {
    slug: { type: String, required: true, unique: true },
    title: { type: String, required: true },
    categoryId: { type: String, required: true },
    order: { type: Number, default: 0 },
    content: { type: String, default: '' },
    metaDescription: { type: String, default: '' },
    seoKeywords: { type: [String], default: [] },
    semanticTags: { type: [String], default: [] },
    readingTime: { type: Number, default: 1 },
    wordCount: { type: Number, default: 0 },
    imageCount: { type: Number, default: 0 },
    headings: { type: [{ _id: false, id: String, title: String, level: Number }], default: [] },
    publishedRevisionId: { type: String, default: null },
    status: { type: String, default: 'published' },
    editorNote: { type: String, default: '' },
    conceptId: { type: String, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  'articles',
);

/** `_id` is the old slug (given on insert): one redirect per slug. */
const slugRedirectSchema = uuidSchema<SlugRedirectDoc>(
  { articleId: { type: String, required: true, index: true }, createdAt: { type: Date, required: true } },
  'slug_redirects',
);

const revisionSchema = uuidSchema<RevisionDoc>(
  {
    articleId: { type: String, required: true, index: true },
    content: { type: String, required: true },
    adminName: { type: String, required: true },
    personId: { type: String, default: null },
    createdAt: { type: Date, required: true },
    isPublished: { type: Boolean, default: false },
    publishedBy: { type: Schema.Types.Mixed, default: null },
    versionId: { type: String, default: null },
  },
  'revisions',
);

const revisionSlotSchema = uuidSchema<RevisionSlotDoc>({ articleId: { type: String, required: true }, revisionId: { type: String, required: true } }, 'revision_slots');

const referenceUrlSchema = uuidSchema<ReferenceUrlDoc>(
  {
    url: { type: String, required: true, unique: true },
    enabled: { type: Boolean, default: true },
    createdAt: { type: Date, required: true },
  },
  'reference_urls',
);

const contentConceptSchema = uuidSchema<ContentConceptDoc>(
  {
    title: { type: String, required: true },
    description: { type: String, required: true },
    analysisReport: { type: String, required: true },
    references: { type: [String], default: [] },
    outline: { type: [String], default: [] },
    evidence: { type: Schema.Types.Mixed, default: null },
    createdAt: { type: Date, required: true },
  },
  'content_concepts',
);

const savedConceptSchema = uuidSchema<SavedConceptDoc>(
  {
    conceptId: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    articleId: { type: String, default: null },
    evidence: { type: Schema.Types.Mixed, default: null },
    createdAt: { type: Date, required: true },
  },
  'saved_concepts',
);

const adminSessionSchema = uuidSchema<AdminSessionDoc>(
  {
    adminName: { type: String, required: true },
    personId: { type: String, default: null },
    generation: { type: String, required: true },
    method: { type: String, default: null },
    address: { type: String, default: null },
    userAgent: { type: String, default: null },
    expiresAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
  },
  'admin_sessions',
);

const changeLogSchema = uuidSchema<ChangeLogDoc>(
  {
    articleId: { type: String, required: true },
    at: { type: Date, required: true, index: true },
    writer: { type: String, default: null },
  },
  'change_log',
);

const pendingPublishSchema = uuidSchema<PendingPublishDoc>(
  {
    articleId: { type: String, required: true },
    fields: { type: Schema.Types.Mixed, required: true },
    at: { type: Date, required: true },
  },
  'pending_publishes',
);

const contentEpochSchema = uuidSchema<ContentEpochDoc>({ at: { type: Date, required: true } }, 'content_epochs');

const auditEntrySchema = uuidSchema<AuditEntryDoc>(
  {
    adminName: { type: String, required: true },
    personId: { type: String, default: null },
    action: { type: String, required: true },
    target: { type: String, default: null },
    createdAt: { type: Date, required: true, index: true },
  },
  'audit_log',
);

const searchLogSchema = uuidSchema<SearchLogDoc>(
  {
    query: { type: String, required: true },
    resultCount: { type: Number, required: true },
    ms: { type: Number, required: true },
    at: { type: Date, required: true },
  },
  'search_log',
);

const loginFailureSchema = uuidSchema<LoginFailureDoc>(
  {
    keys: { type: [String], required: true, index: true },
    at: { type: Date, required: true, index: true },
  },
  'login_failures',
);

const searchClickSchema = uuidSchema<SearchClickDoc>(
  {
    query: { type: String, required: true },
    articleId: { type: String, required: true },
    position: { type: Number, required: true },
    at: { type: Date, required: true },
  },
  'search_clicks',
);

const articleFeedbackSchema = uuidSchema<ArticleFeedbackDoc>(
  {
    articleId: { type: String, required: true },
    helpful: { type: Boolean, required: true },
    comment: { type: String, default: null },
    at: { type: Date, required: true },
  },
  'article_feedback',
);

const articleViewSchema = uuidSchema<ArticleViewDoc>(
  {
    articleId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  'article_views',
);

const missingArticleReportSchema = uuidSchema<MissingArticleReportDoc>(
  {
    query: { type: String, required: true },
    reader: { type: String },
    at: { type: Date, required: true },
  },
  'missing_article_reports',
);

const rollupFields = {
  day: { type: String, required: true },
  searches: { type: Schema.Types.Mixed, default: [] },
  votes: { type: Schema.Types.Mixed, default: [] },
  views: { type: Schema.Types.Mixed, default: [] },
  comments: { type: Schema.Types.Mixed, default: [] },
  at: { type: Date, required: true },
};
/** Rollups of recent flushes, merged into insight_days once their day is over. */
const insightDeltaSchema = uuidSchema<InsightRollupDoc>(rollupFields, 'insight_deltas');
/** One rollup per closed day (`_id` is the day: the first instance to insert it does the merge). */
const insightDaySchema = uuidSchema<InsightRollupDoc>(rollupFields, 'insight_days');

const dailySaltSchema = uuidSchema<DailySaltDoc>(
  {
    salt: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  'daily_salts',
);

/** Registers every model on one connection (two apps in one process each get their own). */
export function createModels(conn: Connection) {
  const model = <T>(name: string, schema: Schema<T>) => (conn.models[name] ?? conn.model<T>(name, schema)) as Model<T>;
  return {
    Category: model('Category', categorySchema),
    Article: model('Article', articleSchema),
    Revision: model('Revision', revisionSchema),
    RevisionSlot: model('RevisionSlot', revisionSlotSchema),
    ReferenceUrl: model('ReferenceUrl', referenceUrlSchema),
    ContentConcept: model('ContentConcept', contentConceptSchema),
    SavedConcept: model('SavedConcept', savedConceptSchema),
    AdminSession: model('AdminSession', adminSessionSchema),
    ChangeLog: model('ChangeLog', changeLogSchema),
    ContentEpoch: model('ContentEpoch', contentEpochSchema),
    PendingPublish: model('PendingPublish', pendingPublishSchema),
    AuditEntry: model('AuditEntry', auditEntrySchema),
    SearchLog: model('SearchLog', searchLogSchema),
    LoginFailure: model('LoginFailure', loginFailureSchema),
    SlugRedirect: model('SlugRedirect', slugRedirectSchema),
    SearchClick: model('SearchClick', searchClickSchema),
    ArticleFeedback: model('ArticleFeedback', articleFeedbackSchema),
    ArticleView: model('ArticleView', articleViewSchema),
    MissingArticleReport: model('MissingArticleReport', missingArticleReportSchema),
    InsightDelta: model('InsightDelta', insightDeltaSchema),
    InsightDay: model('InsightDay', insightDaySchema),
    DailySalt: model('DailySalt', dailySaltSchema),
    Person: model('Person', personSchema),
    PersonEmail: model('PersonEmail', personEmailSchema),
    PersonToken: model('PersonToken', personTokenSchema),
    PersonTokenUse: model('PersonTokenUse', personTokenUseSchema),
    SiteSettings: model('SiteSettings', siteSettingsSchema),
    Version: model('Version', versionSchema),
    VersionArticle: model('VersionArticle', versionArticleSchema),
    SignInChallenge: model('SignInChallenge', signInChallengeSchema),
    SignInChallengeUse: model('SignInChallengeUse', signInChallengeUseSchema),
    Passkey: model('Passkey', passkeySchema),
  };
}
export type Models = ReturnType<typeof createModels>;
