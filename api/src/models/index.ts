import type { Connection, Model, Schema } from 'mongoose';
import { uuidSchema } from './schemaHelpers';
import type {
  AdminSessionDoc,
  ArticleDoc,
  AuditEntryDoc,
  CategoryDoc,
  ChangeLogDoc,
  ContentConceptDoc,
  ReferenceUrlDoc,
  RevisionDoc,
  SavedConceptDoc,
  SearchLogDoc,
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
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  'articles',
);

const revisionSchema = uuidSchema<RevisionDoc>(
  {
    articleId: { type: String, required: true, index: true },
    content: { type: String, required: true },
    adminName: { type: String, required: true },
    createdAt: { type: Date, required: true },
    isPublished: { type: Boolean, default: false },
  },
  'revisions',
);

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
    createdAt: { type: Date, required: true },
  },
  'content_concepts',
);

const savedConceptSchema = uuidSchema<SavedConceptDoc>(
  {
    conceptId: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  'saved_concepts',
);

const adminSessionSchema = uuidSchema<AdminSessionDoc>(
  {
    adminName: { type: String, required: true },
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
  },
  'change_log',
);

const auditEntrySchema = uuidSchema<AuditEntryDoc>(
  {
    adminName: { type: String, required: true },
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

/** Registers every model on one connection (two apps in one process each get their own). */
export function createModels(conn: Connection) {
  const model = <T>(name: string, schema: Schema<T>) => (conn.models[name] ?? conn.model<T>(name, schema)) as Model<T>;
  return {
    Category: model('Category', categorySchema),
    Article: model('Article', articleSchema),
    Revision: model('Revision', revisionSchema),
    ReferenceUrl: model('ReferenceUrl', referenceUrlSchema),
    ContentConcept: model('ContentConcept', contentConceptSchema),
    SavedConcept: model('SavedConcept', savedConceptSchema),
    AdminSession: model('AdminSession', adminSessionSchema),
    ChangeLog: model('ChangeLog', changeLogSchema),
    AuditEntry: model('AuditEntry', auditEntrySchema),
    SearchLog: model('SearchLog', searchLogSchema),
  };
}
export type Models = ReturnType<typeof createModels>;
