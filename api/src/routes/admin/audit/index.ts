import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../../deps';
import type { AuditEntryDoc } from '../../../models';
import { presentAuditEntry } from '../../../presenters/adminRecords';
import { adminRoute } from '../route';

/** Most recent entries answered by GET /api/admin/audit-log. */
export const AUDIT_LOG_LIMIT = 500;

export function auditRoutes({ models }: AppDeps): Router {
  const router = new Router();
  adminRoute(router, models, calls.auditLog, async () => {
    const docs = await models.AuditEntry.find().sort({ createdAt: -1, _id: -1 }).limit(AUDIT_LOG_LIMIT).lean<AuditEntryDoc[]>();
    return docs.map(presentAuditEntry);
  });
  return router;
}
