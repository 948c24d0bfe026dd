import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../deps';
import { HttpError, NotFound } from '../../errors';
import { sendPrepared } from '../../middlewares/preparedResponse';
import { inputOf, validate } from '../../middlewares/validate';
import { whenContentReady } from '../../middlewares/whenReady';
import type { FastPath } from '../../fastPath';
import type { EditionView } from '../../readModel/editionView';
import { fastRead, type BodyRef } from '../preparedReads';
import { EditionArticleBodies } from '../../translations/editionArticles';
import { translationsFor } from '../../translations/service';

export function articlesRoutes(deps: AppDeps, fastPath: FastPath): Router {
  const { readModel } = deps;
  const router = new Router();
  // With `lang`, the article in that language (or the English one as the fallback), with its edition.
  const editions = new EditionArticleBodies(translationsFor(deps), readModel.cache);
  // A version's article shared with the main line has the main line's body; one changed in it, its own.
  const bodyOf = (article: { id: string }, view: EditionView = readModel): BodyRef => ({
    kind: 'article',
    key: view.bodyKey(article.id, article.id),
    source: article,
  });
  // A live article's body; moved and gone slugs are answered by the route below.
  fastRead(fastPath, readModel, calls.article, ({ slug }) => {
    const state = readModel.slugState(slug!);
    return state?.kind === 'live' ? bodyOf(state.article) : undefined;
  });
  router.get(calls.article.path, validate(calls.article), whenContentReady(readModel), async (ctx) => {
    const { params, query } = inputOf(ctx.state, calls.article);
    const view = readModel.edition(query.version);
    const state = view.slugState(params.slug);
    // An article's id (the summary's links name articles by id, issue 46) leads to its slug like an old slug does.
    const movedTo = state?.kind === 'moved' ? state.slug : state ? undefined : view.articleById(params.slug)?.slug;
    if (state?.kind === 'moved' || movedTo !== undefined) {
      // An old slug: a permanent redirect to the article's current one (chains collapse: redirects name the article).
      ctx.status = 301;
      ctx.redirect(calls.article.path.replace(':slug', () => encodeURIComponent(movedTo!)) + (ctx.querystring ? `?${ctx.querystring}` : ''));
      return;
    }
    if (state?.kind === 'gone') throw new HttpError('gone', `The article '${params.slug}' has been taken off the site`);
    if (!state) throw NotFound(`No article with slug '${params.slug}'`);
    const { kind, key, source } = bodyOf(state.article, view);
    if (query.lang) return sendPrepared(ctx, await editions.body(state.article, query.lang, key));
    sendPrepared(ctx, await readModel.bodies.get(kind, key, source));
  });
  return router;
}
