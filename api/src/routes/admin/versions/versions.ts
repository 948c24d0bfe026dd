import Router from '@koa/router';
import { calls, type VersionRecord } from '@kb/contracts';
import type { ArticleAuthor } from '../../../commands/authorArticle';
import { Leases } from '../../../db/lease';
import type { AppDeps } from '../../../deps';
import type { VersionDoc } from '../../../models';
import type { ReadModel } from '../../../readModel/readModel';
import { MAIN_LINE_ID } from '../../../readModel/versionSet';
import { createVersion } from '../../../versions/createVersion';
import { deleteVersion } from '../../../versions/deleteVersion';
import { makeCurrent, RELEASE_LEASE_TIMES, type ReleaseWriter } from '../../../versions/makeCurrent';
import { updateVersion } from '../../../versions/updateVersion';
import { articleInVersion } from '../../../versions/versionEditing';
import { actorOf } from '../../../people/actor';
import { adminRoute } from '../route';

function presentVersion(readModel: ReadModel, doc: VersionDoc): VersionRecord {
  const mainLine = doc._id === MAIN_LINE_ID;
  return {
    id: doc._id,
    name: doc.name,
    status: doc.status,
    current: mainLine,
    mainLine,
    forkedFrom: doc.forkedFrom ? (readModel.versions.byId(doc.forkedFrom)?.name ?? null) : null,
    createdAt: new Date(doc.createdAt).toISOString(),
    createdBy: doc.createdBy ? actorOf(doc.createdBy) : null,
    articleCount: mainLine ? readModel.stats().articles : (readModel.versions.overlay(doc._id)?.size ?? 0),
    changedCount: mainLine ? 0 : (readModel.versions.overlay(doc._id)?.changed ?? 0),
  };
}

/** Versions in the console: list, "Create version" (a fork), rename or change status, "Make current", delete, an article as a version has it. */
export function versionsAdminRoutes(deps: AppDeps, author: ArticleAuthor, leases: Leases): Router {
  const { models, readModel } = deps;
  const router = new Router();
  const writer: ReleaseWriter = { ...author, leases, releases: new Leases(deps.conn, RELEASE_LEASE_TIMES) };
  adminRoute(router, models, calls.adminVersions, async () => readModel.versions.list().map((doc) => presentVersion(readModel, doc)));
  adminRoute(router, models, calls.createVersion, async ({ input, admin }) => presentVersion(readModel, await createVersion(writer, input.body, admin())), {
    status: 201,
  });
  adminRoute(router, models, calls.updateVersion, async ({ input, admin }) =>
    presentVersion(readModel, await updateVersion(writer, input.params.name, input.body, admin())),
  );
  adminRoute(router, models, calls.makeVersionCurrent, async ({ input, admin }) => makeCurrent(writer, input.params.name, admin()));
  adminRoute(router, models, calls.deleteVersion, async ({ input, admin }) => {
    await deleteVersion(writer, input.params.name, admin());
    return { ok: true };
  });
  adminRoute(router, models, calls.versionArticle, async ({ input }) => articleInVersion(readModel, input.params.name, input.params.id));
  return router;
}
