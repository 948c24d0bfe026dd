import Router from '@koa/router';
import { calls } from '@kb/contracts';
import { recordAudit } from '../../../commands/recordAudit';
import { isDuplicateKey } from '../../../db/duplicateKey';
import type { AppDeps } from '../../../deps';
import { Conflict, NotFound } from '../../../errors';
import type { ReferenceUrlDoc } from '../../../models';
import { presentReferenceUrl } from '../../../presenters/adminRecords';
import { adminRoute } from '../route';

const notFound = (id: string) => NotFound(`No reference URL with id '${id}'`);

/** Reference URLs for the gap analysis: the contract trims them and checks http(s) and length. */
export function referenceUrlsRoutes({ models }: AppDeps): Router {
  const router = new Router();

  adminRoute(router, models, calls.referenceUrls, async () => {
    const docs = await models.ReferenceUrl.find().sort({ createdAt: 1, _id: 1 }).lean<ReferenceUrlDoc[]>();
    return docs.map(presentReferenceUrl);
  });

  adminRoute(
    router,
    models,
    calls.addReferenceUrl,
    async ({ input, admin }) => {
      const { url } = input.body;
      try {
        const doc = await models.ReferenceUrl.create({ url, enabled: true, createdAt: new Date() });
        await recordAudit(models, admin(), 'referenceUrl.add', url);
        return presentReferenceUrl(doc.toObject<ReferenceUrlDoc>());
      } catch (error) {
        if (isDuplicateKey(error)) throw Conflict('This URL is already saved');
        throw error;
      }
    },
    { status: 201 },
  );

  adminRoute(router, models, calls.updateReferenceUrl, async ({ input, admin }) => {
    const { id } = input.params;
    const doc = await models.ReferenceUrl.findById(id).lean<ReferenceUrlDoc>();
    if (!doc) throw notFound(id);
    await models.ReferenceUrl.updateOne({ _id: id }, { $set: { enabled: input.body.enabled } });
    await recordAudit(models, admin(), input.body.enabled ? 'referenceUrl.enable' : 'referenceUrl.disable', doc.url);
    return presentReferenceUrl({ ...doc, enabled: input.body.enabled });
  });

  adminRoute(router, models, calls.deleteReferenceUrl, async ({ input, admin }) => {
    const { id } = input.params;
    const doc = await models.ReferenceUrl.findById(id).lean<ReferenceUrlDoc>();
    if (!doc) throw notFound(id);
    await models.ReferenceUrl.deleteOne({ _id: id });
    await recordAudit(models, admin(), 'referenceUrl.delete', doc.url);
    return { ok: true };
  });

  return router;
}
