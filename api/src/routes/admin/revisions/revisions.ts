import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { ArticleAuthor } from '../../../commands/authorArticle';
import { deleteRevision, publishRevision } from '../../../commands/publishRevision';
import { Autosaves, type AutosaveKey } from '../../../commands/autosave';
import { listRevisions, saveRevision } from '../../../commands/saveRevision';
import { Presence } from '../../../commands/presence';
import { discardUnpublishedChanges, requireNewestRevision, revisionToCheck } from '../../../commands/workingCopy';
import type { AppDeps } from '../../../deps';
import type { AdminIdentity } from '../../../middlewares/auth';
import { actorKey, actorOf } from '../../../people/actor';
import { presentRevision } from '../../../presenters/adminRecords';
import { reviewModels } from '../../../reviews/models';
import { requireReviewed } from '../../../reviews/reviews';
import { forkId } from '../../../versions/versionEditing';
import { adminRoute } from '../route';

/** Article revisions: list (newest first), save, publish into the live article, delete; and the editor's autosaves and presence. */
export function revisionsRoutes({ models, readModel, conn }: AppDeps, author: ArticleAuthor): Router {
  const router = new Router();

  adminRoute(router, models, calls.revisions, async ({ input }) =>
    (await listRevisions(models, readModel, input.params.articleId, input.query.version)).map(presentRevision),
  );

  const autosaves = new Autosaves({ models, readModel });
  const autosaveOf = (articleId: string, admin: AdminIdentity, version: string | undefined): AutosaveKey => ({
    articleId,
    who: actorOf(admin),
    versionId: forkId(readModel, version),
  });

  adminRoute(router, models, calls.saveRevision, async ({ input, admin }) => {
    const { articleId, content, version, baseRevisionId } = input.body;
    const revision = await saveRevision({ models, readModel }, articleId, content, admin(), forkId(readModel, version), baseRevisionId);
    // The saved text is no longer unsaved: the person's autosave there goes.
    await autosaves.clear(autosaveOf(articleId, admin(), version));
    return presentRevision(revision);
  });

  // The editor's working text while the person types (not a revision), offered back when they open the article elsewhere.
  adminRoute(router, models, calls.articleAutosave, async ({ input, admin }) => {
    const autosave = await autosaves.offered(autosaveOf(input.params.id, admin(), input.query.version));
    return { autosave: autosave && { text: autosave.text, baseRevisionId: autosave.baseRevisionId, savedAt: autosave.savedAt.toISOString() } };
  });
  adminRoute(router, models, calls.autosaveArticle, async ({ input, admin }) => {
    await autosaves.save(autosaveOf(input.params.id, admin(), input.query.version), input.body.text, input.body.baseRevisionId);
    return { ok: true };
  });
  adminRoute(router, models, calls.discardAutosave, async ({ input, admin }) => {
    await autosaves.clear(autosaveOf(input.params.id, admin(), input.query.version));
    return { ok: true };
  });

  adminRoute(router, models, calls.discardUnpublishedChanges, async ({ input, admin }) => ({
    discarded: await discardUnpublishedChanges(author, reviewModels(conn), input.params.id, admin()),
  }));

  // "Erin is editing": who else has the article open in the editor (a person by id; the shared password's by name).
  const presence = new Presence();
  adminRoute(router, models, calls.articlePresence, async ({ input, admin }) => {
    const others = presence.beat(input.params.id, { key: actorKey(admin()), adminName: admin().adminName });
    return { others: others.map((other) => ({ adminName: other.adminName, since: other.since.toISOString() })) };
  });
  adminRoute(router, models, calls.leaveArticle, async ({ input, admin }) => {
    presence.leave(input.params.id, actorKey(admin()));
    return { ok: true };
  });

  adminRoute(router, models, calls.publishRevision, async ({ input, admin }) => {
    const revision = await revisionToCheck(models, input.params.revisionId);
    await requireReviewed(author, reviewModels(conn), revision);
    if (forkId(readModel, input.query.version) === null) await requireNewestRevision(models, revision);
    return presentRevision(await publishRevision(author, input.params.revisionId, admin(), input.query.version, revision));
  });

  adminRoute(router, models, calls.deleteRevision, async ({ input, admin }) => {
    await deleteRevision(author, input.params.revisionId, admin());
    return { ok: true };
  });

  return router;
}
