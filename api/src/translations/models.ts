import type { Actor, TargetLanguage } from '@kb/contracts';
import { Schema, type Connection, type Model } from 'mongoose';
import { headingsField, nullable, required, revisionAuthorFields, uuidSchema } from '../models/schemaHelpers';

/**
 * The key of one article's translation into one language: `<articleId>:<lang>` on the main line. A
 * version fork that edits a translation gets `<versionId>:<articleId>:<lang>` (its `versionId` set),
 * the way a fork points at articles (docs/decisions/0067-translated-articles.md).
 */
export function translationKey(articleId: string, lang: TargetLanguage, versionId: string | null = null): string {
  return versionId === null ? `${articleId}:${lang}` : `${versionId}:${articleId}:${lang}`;
}

/** What a translation says and which source it says it of (a revision's and the published translation's). */
interface TranslationText {
  _id: string;
  articleId: string;
  lang: TargetLanguage;
  versionId: string | null;
  title: string;
  description: string;
  content: string;
  /** The source (English) revision it was translated from (see sourceMarker): outdated once the source publishes another. */
  sourceRevisionId: string;
}

/** A published translation, through the content pipeline; `_id` is its translationKey (one per article, language and version). */
export interface TranslationDoc extends TranslationText {
  headings: { id: string; title: string; level: number }[];
  wordCount: number;
  imageCount: number;
  readingTime: number;
  publishedRevisionId: string;
  /** The source's HTML as it was translated from, for the diff once the source changes (not kept in memory). */
  sourceContent?: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A saved translation (an insert; never changed but for its published flag). */
export interface TranslationRevisionDoc extends TranslationText {
  translationKey: string;
  sourceContent: string;
  origin: 'human' | 'machine';
  adminName: string;
  personId: string | null;
  createdAt: Date;
  isPublished: boolean;
  publishedBy: Actor | null;
}

/** An append-only note that a translation was saved or published, which other instances poll. */
/** The fields of TranslationText and the source's HTML, in both collections. */
const textFields = {
  ...required({ articleId: String, lang: String, title: String, content: String, sourceRevisionId: String }),
  ...nullable({ versionId: String }),
  description: { type: String, default: '' },
  sourceContent: { type: String, default: '' },
};

const translationSchema = uuidSchema<TranslationDoc>(
  {
    ...textFields,
    headings: headingsField,
    wordCount: { type: Number, default: 0 },
    imageCount: { type: Number, default: 0 },
    readingTime: { type: Number, default: 1 },
    ...required({ publishedRevisionId: String, createdAt: Date, updatedAt: Date }),
  },
  'translations',
);

const translationRevisionSchema = uuidSchema<TranslationRevisionDoc>(
  {
    translationKey: { type: String, required: true, index: true },
    ...textFields,
    ...required({ origin: String }),
    ...revisionAuthorFields,
  },
  'translation_revisions',
);

export interface TranslationModels {
  Translation: Model<TranslationDoc>;
  TranslationRevision: Model<TranslationRevisionDoc>;
}

const model = <T>(conn: Connection, name: string, schema: Schema<T>) => (conn.models[name] ?? conn.model<T>(name, schema)) as Model<T>;

/** The translation models of a connection (made once per connection). */
export function translationModels(conn: Connection): TranslationModels {
  return {
    Translation: model(conn, 'Translation', translationSchema),
    TranslationRevision: model(conn, 'TranslationRevision', translationRevisionSchema),
  };
}
