import { z } from 'zod';
import { Id } from './entities';
import { LIMITS } from './limits';

export const AdminSession = z.object({
  sessionToken: z.string(),
  adminName: z.string(),
  expiresAt: z.iso.datetime(),
});
export type AdminSession = z.infer<typeof AdminSession>;

export const LoginRequest = z.object({
  password: z.string().min(1, 'Password is required').max(LIMITS.passwordMax),
  adminName: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(LIMITS.adminNameMax, `Name must be at most ${LIMITS.adminNameMax} characters`),
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

export const Revision = z.object({
  id: Id,
  articleId: Id,
  content: z.string(),
  adminName: z.string(),
  createdAt: z.iso.datetime(),
  isPublished: z.boolean(),
});
export type Revision = z.infer<typeof Revision>;

export const SaveRevisionRequest = z.object({
  articleId: Id,
  content: z.string().max(LIMITS.articleHtmlMax, 'Content is too large'),
});
export type SaveRevisionRequest = z.infer<typeof SaveRevisionRequest>;

export const ReferenceUrl = z.object({ id: Id, url: z.string(), enabled: z.boolean() });
export type ReferenceUrl = z.infer<typeof ReferenceUrl>;

export const HttpUrl = z
  .string()
  .trim()
  .min(1, 'URL is required')
  .max(LIMITS.urlMax, `URL must be at most ${LIMITS.urlMax} characters`)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'URL must be an http(s) URL');

export const CreateReferenceUrlRequest = z.object({ url: HttpUrl });
export type CreateReferenceUrlRequest = z.infer<typeof CreateReferenceUrlRequest>;

export const UpdateReferenceUrlRequest = z.object({ enabled: z.boolean() });
export type UpdateReferenceUrlRequest = z.infer<typeof UpdateReferenceUrlRequest>;

export const ContentConcept = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  analysisReport: z.string(),
  references: z.array(z.string()),
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

export const SavedConcept = z.object({ id: Id, title: z.string(), description: z.string() });
export type SavedConcept = z.infer<typeof SavedConcept>;

export const AuditEntry = z.object({
  id: Id,
  adminName: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  createdAt: z.iso.datetime(),
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
});

export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;
