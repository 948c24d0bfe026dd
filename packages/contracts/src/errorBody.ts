import { z } from './zod';
import { ERROR_STATUS, type ErrorCode as ErrorCodeName } from './errors';

/** The stable error codes (`errors.ts` holds them without a schema library, for the browser client). */
export type ErrorCode = ErrorCodeName;
export const ErrorCode = z.enum(Object.keys(ERROR_STATUS) as [ErrorCodeName, ...ErrorCodeName[]]);

/** Every error on the wire has this one shape, with the HTTP status beside it. */
export const ErrorBody = z.object({
  error: z.string(),
  code: ErrorCode,
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
