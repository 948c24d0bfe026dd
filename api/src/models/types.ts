import type { Actor, ArticleStatus, ConceptEvidence, SettingsChange, VersionStatus, SessionEndReason, SignInMethod } from '@kb/contracts';
import type { StoredRollup } from '../insights/models';

/** Stored document shapes. Presenters turn them into the wire format; they never leave the API. */
export interface CategoryDoc {
  _id: string;
  slug: string;
  name: string;
  order: number;
  parentId: string | null;
}

interface HeadingDoc {
  id: string;
  title: string;
  level: number;
}

export interface ArticleDoc {
  _id: string;
  slug: string;
  title: string;
  categoryId: string;
  order: number;
  content: string;
  metaDescription: string;
  seoKeywords: string[];
  semanticTags: string[];
  readingTime: number;
  wordCount: number;
  imageCount: number;
  /** Flat list in document order; the presenter nests it. */
  headings: HeadingDoc[];
  publishedRevisionId: string | null;
  /**
   * The revision that was live before `publishedRevisionId`, written with it: its published flag is cleared by id after
   * the publish (a query by article would read every revision on the embedded database), again on a retry.
   */
  replacedRevisionId?: string | null;
  /** Missing on articles stored before authoring existed: they are published. */
  status?: ArticleStatus;
  /** For editors only (a concept's competitor references); never presented publicly. */
  editorNote?: string;
  /** The saved concept the article was created from ("Create article"). */
  conceptId?: string | null;
  /** Who created it ("My drafts"); absent on articles from before, from the seed or an import. */
  createdBy?: Actor | null;
  createdAt: Date;
  updatedAt: Date;
}

/** An old slug of an article: answered with a 301 to the article's current slug. */
export interface SlugRedirectDoc {
  /** The old slug. */
  _id: string;
  articleId: string;
  createdAt: Date;
}

/**
 * An article's revisions in order, one row each: `_id` `<articleId>/<n>` for n = 0, 1, 2… FerretDB answers a
 * lookup by `_id` from its primary key, and a filter on any other field by reading the whole collection.
 */
export interface RevisionSlotDoc {
  _id: string;
  articleId: string;
  revisionId: string;
  /** Its revision's `createdAt`, later than the slot's before it (slots taken before it was kept have none). */
  createdAt?: Date;
}

/** A person's autosaved editor text of an article in one version (`_id`: article, person and version; see commands/autosave). */
export interface AutosaveDoc {
  _id: string;
  articleId: string;
  text: string;
  /** The working copy the text started from (null: none was saved yet). */
  baseRevisionId: string | null;
  savedAt: Date;
}

export interface RevisionDoc {
  _id: string;
  articleId: string;
  content: string;
  adminName: string;
  /** The author (null: the site administrator, or older than people). */
  personId?: string | null;
  createdAt: Date;
  isPublished: boolean;
  /** Who first published it. */
  publishedBy?: Actor | null;
  /** The version it was saved in (absent or null: the main line). */
  versionId?: string | null;
  /** Settings its publish applies to the article (an Editor's change of a live article's settings). */
  settings?: SettingsChange | null;
  /** When its unpublished changes were discarded (absent or null: they were not). */
  discardedAt?: Date | null;
}

export interface ReferenceUrlDoc {
  _id: string;
  url: string;
  enabled: boolean;
  createdAt: Date;
}

export interface ContentConceptDoc {
  _id: string;
  title: string;
  description: string;
  analysisReport: string;
  references: string[];
  /** Section headings for the HTML draft that save-concept makes. */
  outline: string[];
  /** Reader evidence (absent on concepts stored before it was kept). */
  evidence?: ConceptEvidence | null;
  createdAt: Date;
}

export interface SavedConceptDoc {
  _id: string;
  conceptId: string;
  title: string;
  /** The concept as an HTML draft. */
  description: string;
  /** The article made from it with "Create article" (that article's conceptId names this concept). */
  articleId?: string | null;
  /** The concept's reader evidence when it was saved: its searches are run again once the article is published. */
  evidence?: ConceptEvidence | null;
  createdAt: Date;
}

export interface AdminSessionDoc {
  /** SHA-256 of the token; the token itself is never stored. */
  _id: string;
  adminName: string;
  /** The person signed in (null: the site administrator, signed in with the shared ADMIN_PASSWORD). */
  personId?: string | null;
  /** The admin credential's generation when the session started (see signIn/sessions.ts). */
  generation: string;
  /** A shared-password session: the epoch of that sign-in its sign-in read (settings/siteSettings.ts). */
  sharedPasswordEpoch?: string | null;
  /** How it was opened, from where and in what browser (the person's list of sessions); null on sessions from before. */
  method?: SignInMethod | null;
  address?: string | null;
  userAgent?: string | null;
  expiresAt: Date;
  createdAt: Date;
  revokedAt: Date | null;
  /** Why it was revoked (absent on sessions revoked before reasons were kept: `signedOut`). */
  endReason?: SessionEndReason | null;
}

/**
 * Append-only: one entry each time the content is replaced wholesale (seed, `kb generate`), and the
 * first when a database is first used. A read-model snapshot names the latest; another means the
 * snapshot is of other content.
 */
export interface ContentEpochDoc {
  _id: string;
  at: Date;
}

/** One entry per search (no personal data), for analytics and the gap analysis. */
export interface SearchLogDoc {
  _id: string;
  query: string;
  resultCount: number;
  ms: number;
  at: Date;
}

/** One failed sign-in: the limit keys it counts against (address, network, name or a device). Insert-only. */
export interface LoginFailureDoc {
  _id: string;
  keys: string[];
  at: Date;
}

/** A result opened from a search (no personal data). */
export interface SearchClickDoc {
  _id: string;
  query: string;
  articleId: string;
  position: number;
  at: Date;
}

/**
 * A "Was this helpful?" vote or its "What was missing?" comment. The `_id` is derived from the day's
 * reader key (a salted hash of address and agent, the salt deleted after a day), so one reader's
 * second vote on an article in a day is refused by the unique `_id` on every instance.
 */
export interface ArticleFeedbackDoc {
  _id: string;
  articleId: string;
  helpful: boolean;
  comment: string | null;
  at: Date;
}

export interface ArticleViewDoc {
  _id: string;
  articleId: string;
  at: Date;
}

/** "Report a missing article": what a reader searched for and did not find (no personal data). */
export interface MissingArticleReportDoc {
  _id: string;
  query: string;
  /** The reporting reader's network key of the day (see ReaderKeys), to count distinct readers; absent on older rows. */
  reader?: string;
  at: Date;
}

/** Aggregated counts of one flush (a delta) or of a whole closed day; see insights/rollup.ts. */
export interface InsightRollupDoc extends StoredRollup {
  _id: string;
  day: string;
  at: Date;
}

/** The salt of a day's reader keys; deleted the next day, so yesterday's keys cannot be recomputed. */
export interface DailySaltDoc {
  /** The UTC day, YYYY-MM-DD. */
  _id: string;
  salt: string;
  createdAt: Date;
}

export type { PersonDoc, PersonTokenDoc } from '../people/models';
export type { PasskeyDoc } from '../passkeys/models';

/** A named version (issue 31). `_id` 'main' is the main line (the `articles` collection itself); the others are forks. */
export interface VersionDoc {
  _id: string;
  name: string;
  status: VersionStatus;
  /** The version it was forked from (null for the main line). */
  forkedFrom: string | null;
  createdAt: Date;
  /** Who created it (null for the main line). */
  createdBy: Actor | null;
}

/** An article's settings as a version keeps them. */
export type VersionSettings = Pick<ArticleDoc, 'slug' | 'title' | 'categoryId' | 'order' | 'metaDescription' | 'seoKeywords' | 'semanticTags'>;

/** What a publish in a version (or a change of the main line that a fork must not follow) keeps of the article's content. */
type VersionFields = Pick<ArticleDoc, 'content' | 'headings' | 'wordCount' | 'imageCount' | 'readingTime' | 'updatedAt'>;

/**
 * One article in a fork: `_id` is `<versionId>:<articleId>`. Without `fields` the fork shows what the main line
 * shows at `revisionId` (shared in memory); with them (published in the fork, or kept when the main line moved
 * on) its own content.
 */
export interface VersionArticleDoc {
  _id: string;
  versionId: string;
  articleId: string;
  revisionId: string | null;
  status: 'published' | 'unpublished';
  settings: VersionSettings;
  fields?: VersionFields | null;
}
