import Router from '@koa/router';
import { calls, Id } from '@kb/contracts';
import { trusted } from 'mongoose';
import { z } from 'zod';
import type { AppDeps } from '../../../deps';
import { NotFound } from '../../../errors';
import { check, wellFormedQuery } from '../../../middlewares/validate';
import type { AuditEntryDoc } from '../../../models';
import { presentAuditEntry } from '../../../presenters/adminRecords';
import { adminRoute } from '../route';

/** Most entries one page of GET /api/admin/audit-log holds (also the default page size). */
export const AUDIT_LOG_LIMIT = 500;

/**
 * Paging, newest first: `limit` entries (1–500, default 500) older than the entry `before` names (the
 * id of the last entry of the previous page). A cursor rather than an offset, so entries written
 * while an admin pages never shift or repeat a page.
 */
export const AuditLogQuery = z.object({
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(AUDIT_LOG_LIMIT, `limit must be at most ${AUDIT_LOG_LIMIT}`).default(AUDIT_LOG_LIMIT),
  before: Id.optional(),
});

export function auditRoutes({ models }: AppDeps): Router {
  const router = new Router();
  adminRoute(router, models, calls.auditLog, async ({ ctx }) => {
    const { limit, before } = check(AuditLogQuery, wellFormedQuery(ctx.query), 'query') as z.output<typeof AuditLogQuery>;
    let filter = {};
    if (before) {
      const cursor = await models.AuditEntry.findById(before).lean<AuditEntryDoc>();
      if (!cursor) throw NotFound(`No audit entry with id '${before}'`);
      const at = new Date(cursor.createdAt);
      filter = { $or: [{ createdAt: trusted({ $lt: at }) }, { createdAt: at, _id: trusted({ $lt: cursor._id }) }] };
    }
    const docs = await models.AuditEntry.find(filter).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<AuditEntryDoc[]>();
    return docs.map(presentAuditEntry);
  });
  return router;
}
