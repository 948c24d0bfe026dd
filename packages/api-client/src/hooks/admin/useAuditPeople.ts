import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** GET /api/admin/audit-log/people: the audit log's person filter, the team and people since removed. */
export function useAuditPeople(token: string | null) {
  return useSWR(token ? adminKeys.auditPeople(token) : null, ([, t]) => adminRequest('auditPeople', { token: t }));
}
