import type { Models } from '../models';

/** Appends an audit entry for an admin action (sign-in, save, publish, delete, URL change, analysis). */
export async function recordAudit(models: Models, adminName: string, action: string, target: string | null = null): Promise<void> {
  await models.AuditEntry.create({ adminName, action, target, createdAt: new Date() });
}
