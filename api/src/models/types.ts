/** Stored document shapes. Presenters turn them into the wire format; they never leave the API. */
export interface CategoryDoc {
  _id: string;
  slug: string;
  name: string;
  order: number;
  parentId: string | null;
}

export interface HeadingDoc {
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
  createdAt: Date;
  updatedAt: Date;
}

export interface RevisionDoc {
  _id: string;
  articleId: string;
  content: string;
  adminName: string;
  createdAt: Date;
  isPublished: boolean;
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
  createdAt: Date;
}

export interface SavedConceptDoc {
  _id: string;
  conceptId: string;
  title: string;
  /** The concept as an HTML draft. */
  description: string;
  createdAt: Date;
}

export interface AdminSessionDoc {
  /** SHA-256 of the token; the token itself is never stored. */
  _id: string;
  adminName: string;
  expiresAt: Date;
  createdAt: Date;
  revokedAt: Date | null;
}

/** Append-only: one entry per published change, polled by other API instances to catch up. */
export interface ChangeLogDoc {
  _id: string;
  articleId: string;
  at: Date;
}

/** Append-only record of admin actions. */
export interface AuditEntryDoc {
  _id: string;
  adminName: string;
  action: string;
  target: string | null;
  createdAt: Date;
}

/** One entry per search (no personal data), for analytics and the gap analysis. */
export interface SearchLogDoc {
  _id: string;
  query: string;
  resultCount: number;
  ms: number;
  at: Date;
}
