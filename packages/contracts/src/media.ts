import { z } from './zod';
import { LIMITS } from './limits';

/**
 * Images an admin may upload into the article media (POST /api/admin/media), by Content-Type, with the
 * file extension they are stored under. SVG is refused: it can carry script, and the editor never needs it.
 */
export const UPLOAD_IMAGE_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' } as const;
export type UploadImageType = keyof typeof UPLOAD_IMAGE_TYPES;

/** The body is the image's bytes; `name` (the file's own name) only makes the stored name readable. */
export const UploadMediaQuery = z.object({
  name: z
    .string()
    .max(LIMITS.titleMax, `name must be at most ${LIMITS.titleMax} characters`)
    .refine((value) => !/[\u0000-\u001f\u007f/\\]/.test(value), 'name must be a file name without slashes or control characters')
    .optional(),
});

export const UploadedMedia = z.object({
  /** Where articles show it: `/media/<name>`. */
  url: z.string(),
  name: z.string(),
  type: z.enum(Object.keys(UPLOAD_IMAGE_TYPES) as [UploadImageType, ...UploadImageType[]]),
  bytes: z.number().int(),
});
export type UploadedMedia = z.infer<typeof UploadedMedia>;
