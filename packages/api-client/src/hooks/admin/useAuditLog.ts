import type { AuditLogQuery } from '@kb/contracts';
import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** GET /api/admin/audit-log with the filters set (admin, action, from, to), newest first. */
export function useAuditLog(token: string | null, filters: AuditLogQuery) {
  return useSWR(token ? adminKeys.auditLog(token, filters) : null, ([, t, query]) => adminRequest('auditLog', { token: t, query }));
}
