import { Schema, type Connection, type Model } from 'mongoose';
import { personEmailSchema, personSchema, personTokenSchema, personTokenUseSchema } from '../people/models';
import { passkeySchema } from '../passkeys/models';
import { siteSettingsSchema } from '../settings/models';
import { signInChallengeSchema, signInChallengeUseSchema } from '../signIn/models';
import { headingsField, nullable, required, revisionAuthorFields, uuidSchema } from './schemaHelpers';
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
  AutosaveDoc,
  CategoryDoc,
  LoginFailureDoc,
  ContentConceptDoc,
  ContentEpochDoc,
  ReferenceUrlDoc,
  RevisionDoc,
  RevisionSlotDoc,
  SavedConceptDoc,
  SearchLogDoc,
  SlugRedirectDoc,
} from './types';
import type { AuditEntryDoc, DigestRunDoc, NotificationDoc, NotificationInboxDoc } from './eventTypes';

export type * from './types';
export type * from './eventTypes';

const categorySchema = uuidSchema<CategoryDoc>(
  {
    slug: { type: String, required: true, unique: true },
    ...required({ name: String }),
    order: { type: Number, default: 0 },
    ...nullable({ parentId: String }),
  },
  'categories',
);

const articleSchema = uuidSchema<ArticleDoc>(
  {
    slug: { type: String, required: true, unique: true },
    ...required({ title: String, categoryId: String, createdAt: Date, updatedAt: Date }),
    order: { type: Number, default: 0 },
    content: { type: String, default: '' },
    metaDescription: { type: String, default: '' },
    seoKeywords: { type: [String], default: [] },
    semanticTags: { type: [String], default: [] },
    readingTime: { type: Number, default: 1 },
    wordCount: { type: Number, default: 0 },
    imageCount: { type: Number, default: 0 },
    headings: headingsField,
    ...nullable({ publishedRevisionId: String, replacedRevisionId: String, conceptId: String }),
    createdBy: { type: Schema.Types.Mixed },
    status: { type: String, default: 'published' },
    editorNote: { type: String, default: '' },
  },
  'articles',
);

/** `_id` is the old slug (given on insert): one redirect per slug. */
const slugRedirectSchema = uuidSchema<SlugRedirectDoc>(
  { articleId: { type: String, required: true, index: true }, ...required({ createdAt: Date }) },
  'slug_redirects',
);

const revisionSchema = uuidSchema<RevisionDoc>(
  {
    articleId: { type: String, required: true, index: true },
    ...required({ content: String }),
    ...revisionAuthorFields,
    ...nullable({ versionId: String, settings: Schema.Types.Mixed, discardedAt: Date }),
  },
  'revisions',
);

/** Autosaves of the editor's text, one per article, person and version (`_id`): replaced as the person types, removed by their Save. */
const autosaveSchema = uuidSchema<AutosaveDoc>(
  { ...required({ articleId: String, text: String, savedAt: Date }), ...nullable({ baseRevisionId: String }) },
  'autosaves',
);

/** `createdAt` is its revision's (absent on slots from before they kept it): see commands/revisionSlots. */
const revisionSlotSchema = uuidSchema<RevisionSlotDoc>({ ...required({ articleId: String, revisionId: String }), createdAt: Date }, 'revision_slots');

const referenceUrlSchema = uuidSchema<ReferenceUrlDoc>(
  { url: { type: String, required: true, unique: true }, enabled: { type: Boolean, default: true }, ...required({ createdAt: Date }) },
  'reference_urls',
);

const contentConceptSchema = uuidSchema<ContentConceptDoc>(
  {
    ...required({ title: String, description: String, analysisReport: String, createdAt: Date }),
    references: { type: [String], default: [] },
    outline: { type: [String], default: [] },
    ...nullable({ evidence: Schema.Types.Mixed }),
  },
  'content_concepts',
);

const savedConceptSchema = uuidSchema<SavedConceptDoc>(
  { ...required({ conceptId: String, title: String, description: String, createdAt: Date }), ...nullable({ articleId: String, evidence: Schema.Types.Mixed }) },
  'saved_concepts',
);

const adminSessionSchema = uuidSchema<AdminSessionDoc>(
  {
    ...required({ adminName: String, generation: String, expiresAt: Date, createdAt: Date }),
    ...nullable({ personId: String, method: String, address: String, userAgent: String, revokedAt: Date, sharedPasswordEpoch: String, endReason: String }),
  },
  'admin_sessions',
);

const contentEpochSchema = uuidSchema<ContentEpochDoc>(required({ at: Date }), 'content_epochs');

const auditEntrySchema = uuidSchema<AuditEntryDoc>(
  {
    ...required({ adminName: String, action: String }),
    ...nullable({
      personId: String,
      target: String,
      articleId: String,
      articleTitle: String,
      edition: Schema.Types.Mixed,
      stateBefore: String,
      stateAfter: String,
      concerns: Schema.Types.Mixed,
      cause: String,
    }),
    revisionIds: { type: [String], default: undefined },
    createdAt: { type: Date, required: true, index: true },
    changed: { type: [String], default: undefined },
    translationNotes: { type: [Schema.Types.Mixed], default: undefined },
    settingsChanged: { type: Boolean, default: undefined },
    writer: { type: String, default: undefined },
  },
  'audit_log',
);

/** The event log's last day, which the instances follow (events/eventLog): the same events, by the same ids. */
const eventFeedSchema = auditEntrySchema.clone();
eventFeedSchema.set('collection', 'event_feed');

/** A person's notifications, newest first by this index (the unread count is their inbox's: NotificationInboxDoc). */
const notificationSchema = uuidSchema<NotificationDoc>(
  {
    ...required({ recipient: String, eventId: String, kind: String, text: String, href: String, createdAt: Date }),
    ...nullable({ readAt: Date, digestedAt: Date }),
  },
  'notifications',
);
notificationSchema.index({ recipient: 1, readAt: 1, createdAt: -1 });

const notificationInboxSchema = uuidSchema<NotificationInboxDoc>({ unread: { type: [String], default: [] } }, 'notification_inboxes');

const digestRunSchema = uuidSchema<DigestRunDoc>(required({ at: Date }), 'digest_runs');

const searchLogSchema = uuidSchema<SearchLogDoc>(required({ query: String, resultCount: Number, ms: Number, at: Date }), 'search_log');

const loginFailureSchema = uuidSchema<LoginFailureDoc>(
  { keys: { type: [String], required: true, index: true }, at: { type: Date, required: true, index: true } },
  'login_failures',
);

const searchClickSchema = uuidSchema<SearchClickDoc>(required({ query: String, articleId: String, position: Number, at: Date }), 'search_clicks');

const articleFeedbackSchema = uuidSchema<ArticleFeedbackDoc>(
  { ...required({ articleId: String, helpful: Boolean, at: Date }), ...nullable({ comment: String }) },
  'article_feedback',
);

const articleViewSchema = uuidSchema<ArticleViewDoc>(required({ articleId: String, at: Date }), 'article_views');

const missingArticleReportSchema = uuidSchema<MissingArticleReportDoc>(
  { ...required({ query: String, at: Date }), reader: { type: String } },
  'missing_article_reports',
);

const rollupFields = {
  ...required({ day: String, at: Date }),
  searches: { type: Schema.Types.Mixed, default: [] },
  votes: { type: Schema.Types.Mixed, default: [] },
  views: { type: Schema.Types.Mixed, default: [] },
  comments: { type: Schema.Types.Mixed, default: [] },
};
/** Rollups of recent flushes, merged into insight_days once their day is over. */
const insightDeltaSchema = uuidSchema<InsightRollupDoc>(rollupFields, 'insight_deltas');
/** One rollup per closed day (`_id` is the day: the first instance to insert it does the merge). */
const insightDaySchema = uuidSchema<InsightRollupDoc>(rollupFields, 'insight_days');

const dailySaltSchema = uuidSchema<DailySaltDoc>(required({ salt: String, createdAt: Date }), 'daily_salts');

/** Registers every model on one connection (two apps in one process each get their own). */
export function createModels(conn: Connection) {
  const model = <T>(name: string, schema: Schema<T>) => (conn.models[name] ?? conn.model<T>(name, schema)) as Model<T>;
  return {
    Category: model('Category', categorySchema),
    Article: model('Article', articleSchema),
    Revision: model('Revision', revisionSchema),
    RevisionSlot: model('RevisionSlot', revisionSlotSchema),
    Autosave: model('Autosave', autosaveSchema),
    ReferenceUrl: model('ReferenceUrl', referenceUrlSchema),
    ContentConcept: model('ContentConcept', contentConceptSchema),
    SavedConcept: model('SavedConcept', savedConceptSchema),
    AdminSession: model('AdminSession', adminSessionSchema),
    ContentEpoch: model('ContentEpoch', contentEpochSchema),
    AuditEntry: model('AuditEntry', auditEntrySchema),
    EventFeedEntry: model('EventFeedEntry', eventFeedSchema),
    Notification: model('Notification', notificationSchema),
    NotificationInbox: model('NotificationInbox', notificationInboxSchema),
    DigestRun: model('DigestRun', digestRunSchema),
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
