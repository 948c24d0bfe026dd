import type { ArticleStatus } from '@kb/contracts';
import type { ArticleDoc } from './types';

/** Articles stored before authoring existed have no status: they are published. */
export const statusOf = (article: Pick<ArticleDoc, 'status'>): ArticleStatus => article.status ?? 'published';
