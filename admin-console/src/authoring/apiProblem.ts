import { ApiError } from '@kb/api-client';
import type { ArticleRef } from '@kb/contracts';

/** The API's message for a failed write (or a fallback), and the article whose old slug a new slug would replace. */
export function apiProblem(error: unknown, fallback: string): { message: string; redirectOf: ArticleRef | null } {
  if (!(error instanceof ApiError) || !error.body) return { message: fallback, redirectOf: null };
  return { message: error.body.error, redirectOf: (error.body.details as { redirectOf?: ArticleRef } | undefined)?.redirectOf ?? null };
}
