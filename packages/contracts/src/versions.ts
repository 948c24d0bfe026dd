import { z } from './zod';
import { Actor, SaveRevisionRequest } from './admin';
import { Id } from './entities';
import { VERSION_NAME_PATTERN } from './editions';

/**
 * Versions of the knowledge base (issue 31; docs/decisions/0066-versions-the-api.md). The main line
 * is the version every site has (named when the first version is created); other versions are forks of it
 * or of each other. The main line is the current version.
 */
export const VERSION_STATUSES = ['current', 'beta', 'deprecated', 'hidden', 'archived'] as const;
export const VersionStatus = z.enum(VERSION_STATUSES);
export type VersionStatus = z.infer<typeof VersionStatus>;

export const VersionName = z
  .string()
  .regex(VERSION_NAME_PATTERN, 'A version name is 1–32 letters, digits, dots or hyphens, starting with a letter or digit (4.2, 2024-R1)');

/** A version as readers see it (`GET /api/versions`): hidden and archived versions are left out. */
export const PublicVersion = z.object({ name: z.string(), status: VersionStatus, current: z.boolean() });
export type PublicVersion = z.infer<typeof PublicVersion>;

/**
 * Where one article is in each version readers may see (`GET /api/articles/:slug/versions`, the slug as it
 * is in the `version` asked for): `slug` is its slug in that version, null when that version does not hold it.
 */
export const ArticleInVersion = PublicVersion.extend({ slug: z.string().nullable() });
export type ArticleInVersion = z.infer<typeof ArticleInVersion>;

/** A version in the console (`GET /api/admin/versions`). */
export const VersionRecord = z.object({
  id: z.string(),
  name: z.string(),
  status: VersionStatus,
  current: z.boolean(),
  /** The version held in the `articles` collection itself: every other version is a fork. */
  mainLine: z.boolean(),
  /** The name of the version it was forked from (null for the main line). */
  forkedFrom: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Who created it (null for the main line). */
  createdBy: Actor.nullable(),
  /** Articles on the site in this version. */
  articleCount: z.number().int(),
  /** Articles a fork shows otherwise than the main line (changed in it, kept as they were, or taken off it); 0 for the main line. */
  changedCount: z.number().int(),
});
export type VersionRecord = z.infer<typeof VersionRecord>;

/**
 * "Create version": forks `from` (default: the main line). On a site without versions the main line has no
 * name yet: `mainLineName` names it then (required; refused once it has one).
 */
export const CreateVersionRequest = z.object({
  name: VersionName,
  from: VersionName.optional(),
  status: VersionStatus.exclude(['current']).default('beta'),
  mainLineName: VersionName.optional(),
});
export type CreateVersionRequest = z.input<typeof CreateVersionRequest>;

/** A new name and/or status. `current` stays with the main line (409 for a fork: "Make current" releases a fork). */
export const UpdateVersionRequest = z
  .object({ name: VersionName.optional(), status: VersionStatus.optional() })
  .refine((value) => value.name !== undefined || value.status !== undefined, 'Give a new name or status');
export type UpdateVersionRequest = z.input<typeof UpdateVersionRequest>;

export const VersionParams = z.object({ name: VersionName });

/**
 * "Make current" (`POST /api/admin/versions/:name/make-current`): the fork's articles become the main line's
 * (published through the usual publish path), the main line as it was is kept as a deprecated version under its
 * name, and the main line takes the fork's name. `published` counts the articles published onto the main
 * line, `unpublished` those taken off it.
 */
export const MadeCurrent = z.object({ current: z.string(), kept: z.string(), published: z.number().int(), unpublished: z.number().int() });
export type MadeCurrent = z.infer<typeof MadeCurrent>;

/** The version an admin call works in: without it, the main line (SPEC's calls unchanged). */
export const VersionQuery = z.object({ version: VersionName.optional() });
export type VersionQuery = z.infer<typeof VersionQuery>;

/** Save Revision in a version: the revision is tagged with it, and publishing it publishes it there. */
export const VersionedSaveRevisionRequest = SaveRevisionRequest.extend({ version: VersionName.optional() });
export type VersionedSaveRevisionRequest = z.infer<typeof VersionedSaveRevisionRequest>;

/**
 * An article as it is in a version (`GET /api/admin/versions/:name/articles/:id`), for "Compare" across
 * versions: the revision the version shows, its settings there and the published HTML.
 */
export const VersionArticle = z.object({
  version: z.string(),
  articleId: Id,
  /** The revision this version shows (null: an article published before revisions were kept). */
  revisionId: z.string().nullable(),
  status: z.enum(['published', 'unpublished']),
  slug: z.string(),
  title: z.string(),
  categoryId: z.string(),
  content: z.string(),
});
export type VersionArticle = z.infer<typeof VersionArticle>;
