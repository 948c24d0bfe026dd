import type { Middleware } from 'koa';
import { StartingUp } from '../errors';
import type { ReadModel } from '../readModel/readModel';

export const CONTENT_STARTING = 'The knowledge base is starting up (loading articles). Please try again in a few seconds.';
export const SEARCH_STARTING = 'Search is starting up (building the index). Please try again in a few seconds.';

/** 503 with Retry-After until the read model has read the published content at start. */
export function whenContentReady(readModel: ReadModel): Middleware {
  return (ctx, next) => {
    if (!readModel.contentReady) throw StartingUp(CONTENT_STARTING);
    return next();
  };
}

/** 503 with Retry-After until the search index is built at start (health's searchReady says when). */
export function whenSearchReady(readModel: ReadModel): Middleware {
  return (ctx, next) => {
    if (!readModel.searchReady) throw StartingUp(SEARCH_STARTING);
    return next();
  };
}
