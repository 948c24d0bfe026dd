import Router from '@koa/router';
import { calls } from '@kb/contracts';
import { KeyedQueue } from '../../../commands/keyedQueue';
import { saveConcept } from '../../../commands/saveConcept';
import type { AppDeps } from '../../../deps';
import type { ContentConceptDoc, SavedConceptDoc } from '../../../models';
import { presentConcept, presentSavedConcept } from '../../../presenters/adminRecords';
import { adminRoute } from '../route';

/** Content concepts of the latest analysis (in rank order), saving one as an HTML draft, and the saved drafts (newest first). */
export function conceptsRoutes({ models }: AppDeps): Router {
  const router = new Router();
  const saves = new KeyedQueue();

  adminRoute(router, models, calls.contentConcepts, async () => {
    const docs = await models.ContentConcept.find().sort({ createdAt: 1, _id: 1 }).lean<ContentConceptDoc[]>();
    return docs.map(presentConcept);
  });

  adminRoute(router, models, calls.saveConcept, ({ input, admin }) => saveConcept(models, saves, input.params.id, admin().adminName));

  adminRoute(router, models, calls.savedConcepts, async () => {
    const docs = await models.SavedConcept.find().sort({ createdAt: -1, _id: -1 }).lean<SavedConceptDoc[]>();
    return docs.map(presentSavedConcept);
  });

  return router;
}
