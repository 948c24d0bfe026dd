import Router from '@koa/router';
import { calls } from '@kb/contracts';
import { trusted } from 'mongoose';
import type { AppDeps } from '../../../deps';
import { NotFound } from '../../../errors';
import type { ArticleDoc, AuditEntryDoc } from '../../../models';
import { auditArticleId, presentAuditEntry } from '../../../presenters/adminRecords';
import { adminRoute } from '../route';

export function auditRoutes({ models }: AppDeps): Router {
  const router = new Router();
  // Paging and filters by the contract's AuditLogQuery (limit, before; adminName, personId, action, from, to).
  adminRoute(router, models, calls.auditLog, async ({ input }) => {
    const { limit, before, adminName, personId, action, from, to } = input.query;
    const filter: Record<string, unknown> = {};
    if (adminName) filter.adminName = adminName;
    // The site administrator's entries have no person (null, or no field on entries older than people).
    if (personId) filter.personId = personId === 'site-administrator' ? null : personId;
    if (action) filter.action = action;
    if (from || to) {
      filter.createdAt = trusted({
        ...(from ? { $gte: new Date(`${from}T00:00:00.000Z`) } : {}),
        ...(to ? { $lt: new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000) } : {}),
      });
    }
    if (before) {
      const cursor = await models.AuditEntry.findById(before).lean<AuditEntryDoc>();
      if (!cursor) throw NotFound(`No audit entry with id '${before}'`);
      const at = new Date(cursor.createdAt);
      filter.$or = [{ createdAt: trusted({ $lt: at }) }, { createdAt: at, _id: trusted({ $lt: cursor._id }) }];
    }
    const docs = await models.AuditEntry.find(filter).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<AuditEntryDoc[]>();
    // The titles of the articles the entries name, in one read (entries read as sentences with titles).
    const ids = [...new Set(docs.map((doc) => auditArticleId(doc.target)).filter((id): id is string => id !== null))];
    const articles = ids.length ? await models.Article.find({ _id: trusted({ $in: ids }) }, { title: 1 }).lean<Pick<ArticleDoc, '_id' | 'title'>[]>() : [];
    const titles = new Map(articles.map((article) => [article._id, article.title]));
    return docs.map((doc) => presentAuditEntry(doc, titles));
  });
  return router;
}
