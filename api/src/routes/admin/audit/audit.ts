import Router from '@koa/router';
import { calls, type AuditPerson } from '@kb/contracts';
import { trusted } from 'mongoose';
import type { AppDeps } from '../../../deps';
import { NotFound } from '../../../errors';
import type { ArticleDoc, AuditEntryDoc } from '../../../models';
import { listPeople } from '../../../people/people';
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
    const ids = [...new Set(docs.map((doc) => auditArticleId(doc)).filter((id): id is string => id !== null))];
    const articles = ids.length ? await models.Article.find({ _id: trusted({ $in: ids }) }, { title: 1 }).lean<Pick<ArticleDoc, '_id' | 'title'>[]>() : [];
    const titles = new Map(articles.map((article) => [article._id, article.title]));
    return docs.map((doc) => presentAuditEntry(doc, titles));
  });

  // The person filter's people: the team, and people since removed (from their removals' events), who stay findable.
  adminRoute(router, models, calls.auditPeople, async () => {
    const [people, removals] = await Promise.all([
      listPeople(models),
      models.AuditEntry.find({ action: 'person.remove' }, { target: 1, concerns: 1 }).lean<AuditEntryDoc[]>(),
    ]);
    const listed: AuditPerson[] = people.map((person) => ({ id: person._id, name: person.name, removed: false }));
    const onTeam = new Set(listed.map((person) => person.id));
    for (const removal of removals) {
      // Removals recorded before events name their person in the target only: 'person:<id> <email>'.
      const [, id = null, email = null] = /^person:(\S+)\s+(\S+)/.exec(removal.target ?? '') ?? [];
      const personId = removal.concerns?.personId ?? id;
      if (!personId || onTeam.has(personId)) continue;
      onTeam.add(personId);
      listed.push({ id: personId, name: removal.concerns?.adminName ?? email ?? 'A removed person', removed: true });
    }
    return listed;
  });
  return router;
}
