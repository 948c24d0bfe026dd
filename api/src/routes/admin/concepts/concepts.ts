import Router from '@koa/router';
import { calls } from '@kb/contracts';
import { checkGap, evidenceQueries } from '../../../analysis/gapCheck';
import { noEvidence } from '../../../analysis/readerEvidence';
import { KeyedQueue } from '../../../db/keyedQueue';
import { recordAudit } from '../../../commands/recordAudit';
import { saveConcept } from '../../../analysis/saveConcept';
import { NotFound } from '../../../errors';
import type { AppDeps } from '../../../deps';
import type { ContentConceptDoc, SavedConceptDoc } from '../../../models';
import { presentConcept, presentSavedConcept } from '../../../presenters/adminRecords';
import { adminRoute } from '../route';

/**
 * Content concepts of the latest analysis (in rank order), saving one as an HTML draft, the saved drafts
 * (newest first; once a draft's article is published, with its evidence searches run again), and deleting one.
 */
export function conceptsRoutes({ models, readModel }: AppDeps): Router {
  const router = new Router();
  const saves = new KeyedQueue();

  adminRoute(router, models, calls.contentConcepts, async () => {
    const docs = await models.ContentConcept.find().sort({ createdAt: 1, _id: 1 }).lean<ContentConceptDoc[]>();
    return docs.map(presentConcept);
  });

  adminRoute(router, models, calls.saveConcept, async ({ input, admin }) => presentSavedConcept(await saveConcept(models, saves, input.params.id, admin())));

  adminRoute(router, models, calls.savedConcepts, async () => {
    const docs = await models.SavedConcept.find().sort({ createdAt: -1, _id: -1 }).lean<SavedConceptDoc[]>();
    const searchIds = (query: string) => readModel.searchHits(query).map((hit) => hit.id);
    return docs.map((doc) => {
      const article = readModel.conceptArticle(doc.articleId ?? null);
      const gapCheck = article?.status === 'published' ? checkGap(searchIds, article.id, evidenceQueries(doc.evidence ?? noEvidence(), doc.title)) : null;
      return presentSavedConcept(doc, article, gapCheck);
    });
  });

  // An article made from the concept stays; only the saved draft and its link go.
  adminRoute(router, models, calls.deleteSavedConcept, async ({ input, admin }) => {
    const { id } = input.params;
    const doc = await models.SavedConcept.findById(id).lean<SavedConceptDoc>();
    if (!doc) throw NotFound(`No saved concept with id '${id}'`);
    await models.SavedConcept.deleteOne({ _id: id });
    await recordAudit(models, admin(), 'concept.delete', doc.title);
    return { ok: true };
  });

  return router;
}
