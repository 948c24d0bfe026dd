import { z } from './zod';
import { SettingsChange } from './authoring';
import { Id } from './entities';
import { LIMITS } from './limits';
import { cleanText, parseUrl } from './urls';
import { EventEdition, EventState } from './events';

export const AdminSession = z.object({
  sessionToken: z.string(),
  adminName: z.string(),
  expiresAt: z.iso.datetime(),
});
export type AdminSession = z.infer<typeof AdminSession>;

/** Zero-width and other invisible characters (Unicode's default-ignorable code points): removed from names. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * An admin name as it is stored, shown and limited: NFKC (full-width and other compatibility forms become
 * the plain letters), without invisible, bidi or control characters, runs of spaces as one, trimmed. So
 * `alice` followed by a zero-width space is `alice`. (The sign-in limits case-fold it on top.)
 */
export function canonicalName(value: string): string {
  return cleanText(value.normalize('NFKC').replace(INVISIBLE, '').normalize('NFKC'));
}

export const LoginRequest = z.object({
  password: z.string().min(1, 'Password is required').max(LIMITS.passwordMax),
  adminName: z
    .string()
    .overwrite(canonicalName)
    .min(1, 'Name is required')
    .max(LIMITS.adminNameMax, `Name must be at most ${LIMITS.adminNameMax} characters`)
    .refine((value) => !/[<>]/.test(value), 'Name must not contain < or >'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const AdminArticle = z.object({
  id: Id,
  title: z.string(),
  slug: z.string(),
  content: z.string(),
});
export type AdminArticle = z.infer<typeof AdminArticle>;

export interface AdminCategory {
  id: string;
  name: string;
  articleCount: number;
  articles: AdminArticle[];
  children: AdminCategory[];
}
export const AdminCategory: z.ZodType<AdminCategory> = z.object({
  id: Id,
  name: z.string(),
  articleCount: z.number().int().nonnegative(),
  articles: z.array(AdminArticle),
  get children() {
    return z.array(AdminCategory);
  },
});

/** Who did something: a person's id (null for the site administrator of the shared password) and their name as it was. */
export const Actor = z.object({ personId: Id.nullable(), adminName: z.string() });
export type Actor = z.infer<typeof Actor>;

export const Revision = z.object({
  id: Id,
  articleId: Id,
  content: z.string(),
  adminName: z.string(),
  /** The author's person id (null: the site administrator, or a revision older than people). */
  personId: Id.nullable(),
  createdAt: z.iso.datetime(),
  isPublished: z.boolean(),
  /** Who first published it (null while it never was, or for a publish older than people). */
  publishedBy: Actor.nullable(),
  /** Settings its publish applies (an Editor's change of a live article's settings), or null. */
  settings: SettingsChange.nullable(),
  /** Its unpublished changes were discarded ("Discard unpublished changes"): kept in the history, never the working copy again. */
  discarded: z.boolean(),
});
export type Revision = z.infer<typeof Revision>;

export const SaveRevisionRequest = z.object({
  articleId: Id,
  content: z.string().max(LIMITS.articleHtmlMax, 'Content is too large'),
  /**
   * The working copy the editor's text started from (null: none was saved yet). When given and a newer revision was
   * saved meanwhile, the save is refused (409, naming who saved it) so that the editor asks before saving over it;
   * left out, the save is not checked (Save over it, imports, API clients).
   */
  baseRevisionId: Id.nullable().optional(),
});
export type SaveRevisionRequest = z.infer<typeof SaveRevisionRequest>;

/**
 * The editor's working text, autosaved while a person types (not a revision): one per article, person and version.
 * `baseRevisionId` is the working copy the text started from (null: none was saved yet).
 */
export const AutosaveRequest = z.object({
  text: z.string().max(LIMITS.articleHtmlMax, 'Content is too large'),
  baseRevisionId: Id.nullable(),
});
export type AutosaveRequest = z.infer<typeof AutosaveRequest>;

/** A person's autosaved text of an article, offered back when the article is opened ("Restore unsaved text"). */
export const Autosave = AutosaveRequest.extend({ savedAt: z.iso.datetime() });
export type Autosave = z.infer<typeof Autosave>;

export const ReferenceUrl = z.object({ id: Id, url: z.string(), enabled: z.boolean() });
export type ReferenceUrl = z.infer<typeof ReferenceUrl>;

/**
 * An http(s) URL, stored and compared in its normalised form (control and bidi characters removed, NFC,
 * then the WHATWG serialisation without the fragment: lower-case host, no default port), so that
 * `HTTPS://Example.com:443/kb#x` and `https://example.com/kb` are the same URL.
 */
export const HttpUrl = z
  .string()
  .overwrite(cleanText)
  .min(1, 'URL is required')
  .max(LIMITS.urlMax, `URL must be at most ${LIMITS.urlMax} characters`)
  .refine((value) => /^https?:\/\//i.test(value) && parseUrl(value) !== null, 'URL must be an http(s) URL')
  .overwrite(normalisedUrl);

function normalisedUrl(value: string): string {
  const url = parseUrl(value);
  if (!url) return value;
  url.hash = '';
  return url.href;
}

export const CreateReferenceUrlRequest = z.object({ url: HttpUrl });
export type CreateReferenceUrlRequest = z.infer<typeof CreateReferenceUrlRequest>;

export const UpdateReferenceUrlRequest = z.object({ enabled: z.boolean() });
export type UpdateReferenceUrlRequest = z.infer<typeof UpdateReferenceUrlRequest>;

/** What readers told us about a concept's topic in the last 30 days, with counts: the gap analysis's reader evidence. */
export const ConceptEvidence = z.object({
  /** Searches that found nothing or little. */
  searches: z.array(z.object({ query: z.string(), searches: z.number().int(), results: z.number().int() })),
  /** "Report a missing article" for these queries: reports, and distinct readers who sent them (absent on older concepts). */
  reports: z.array(z.object({ query: z.string(), reports: z.number().int(), readers: z.number().int().optional() })),
  /** "No" votes on our closest article, with their "What was missing?" comments (newest first). */
  unhelpful: z.object({ articleId: Id, title: z.string(), no: z.number().int(), comments: z.array(z.string()) }).nullable(),
});
export type ConceptEvidence = z.infer<typeof ConceptEvidence>;

export const ContentConcept = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  analysisReport: z.string(),
  references: z.array(z.string()),
  evidence: ConceptEvidence,
});
export type ContentConcept = z.infer<typeof ContentConcept>;

export const GenerateAnalysisRequest = z.object({
  referenceUrls: z.array(ReferenceUrl).min(1, 'Select at least one URL').max(50),
});
export type GenerateAnalysisRequest = z.infer<typeof GenerateAnalysisRequest>;

export const UrlFailure = z.object({ url: z.string(), reason: z.string() });
export const GenerateAnalysisResponse = z.object({
  concepts: z.array(ContentConcept),
  failures: z.array(UrlFailure),
});
export type GenerateAnalysisResponse = z.infer<typeof GenerateAnalysisResponse>;

/** The article made from a saved concept ("Create article"), with whether it is on the site yet. */
export const ConceptArticle = z.object({ id: Id, slug: z.string(), title: z.string(), status: z.enum(['draft', 'published', 'unpublished']) });
export type ConceptArticle = z.infer<typeof ConceptArticle>;

/**
 * The loop closed or not: once the article a concept became is published, the concept's evidence searches
 * are run again; `rank` is the article's place in each one's results (1 = first, null = not among them).
 */
export const GapCheck = z.object({
  closed: z.boolean(),
  ranks: z.array(z.object({ query: z.string(), rank: z.number().int().nullable() })),
});
export type GapCheck = z.infer<typeof GapCheck>;

export const SavedConcept = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  article: ConceptArticle.nullable(),
  evidence: ConceptEvidence,
  /** null until the article is published. */
  gapCheck: GapCheck.nullable(),
});
export type SavedConcept = z.infer<typeof SavedConcept>;

export const AuditEntry = z.object({
  id: Id,
  adminName: z.string(),
  personId: Id.nullable(),
  action: z.string(),
  target: z.string().nullable(),
  /** The title of the article the entry is about, as it is now (as it was, once the article is gone), so the console can say it in words; null without one. */
  articleTitle: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** A lifecycle event's edition (version and language), null on other entries. */
  edition: EventEdition.nullable(),
  /** A lifecycle event's states before and after, where the write knew them. */
  stateBefore: EventState.nullable(),
  stateAfter: EventState.nullable(),
  /** The revisions the event wrote or moved (saved, submitted, published; the one it replaced). */
  revisionIds: z.array(Id),
  /** Whom the event concerns besides its actor: the author of a reviewed or published revision, a schedule's creator, the inviter. */
  concerns: Actor.nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/**
 * Paging of GET /api/admin/audit-log, newest first: `limit` entries (default and at most
 * LIMITS.auditLogPageMax) older than the entry `before` names (the last entry of the previous page).
 * A cursor rather than an offset, so entries written while an admin pages never shift or repeat a page.
 */
export const AuditLogQuery = z.object({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(LIMITS.auditLogPageMax, `limit must be at most ${LIMITS.auditLogPageMax}`)
    .default(LIMITS.auditLogPageMax),
  before: Id.optional(),
  /** Filters: the admin's name and the action exactly, and a date range (inclusive, UTC days). */
  adminName: z.string().trim().min(1).max(LIMITS.adminNameMax).optional(),
  /** The person's entries (`site-administrator`: those of the shared-password sign-in). */
  personId: z.union([Id, z.literal('site-administrator')], { error: 'personId must be a person id or site-administrator' }).optional(),
  action: z.string().trim().min(1).max(100).optional(),
  from: z.iso.date('from must be a date (YYYY-MM-DD)').optional(),
  to: z.iso.date('to must be a date (YYYY-MM-DD)').optional(),
});
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

/** Stay signed in: the same session (same token), ending ADMIN_SESSION_MINUTES from now. */
export const RenewedSession = z.object({ expiresAt: z.iso.datetime() });
export type RenewedSession = z.infer<typeof RenewedSession>;

/** Sign out everywhere: every admin session ended, the caller's included. */
export const SignOutEverywhereResponse = z.object({ ok: z.literal(true), sessionsEnded: z.number().int().min(0) });
export type SignOutEverywhereResponse = z.infer<typeof SignOutEverywhereResponse>;
