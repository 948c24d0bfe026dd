import { ApiError } from '@kb/api-client';
import type { ArticleRef } from '@kb/contracts';
import { serverWords } from '../toasts/serverWords';

/** What the server said about a failed write in words (`serverWords`, else `fallback`), and the article whose old slug a new slug would replace. */
export function apiProblem(error: unknown, fallback: string): { message: string; redirectOf: ArticleRef | null } {
  if (!(error instanceof ApiError)) return { message: fallback, redirectOf: null };
  return { message: serverWords(error) || fallback, redirectOf: (error.body?.details as { redirectOf?: ArticleRef } | undefined)?.redirectOf ?? null };
}
