import type { Actor } from '@kb/contracts';
import type { Models } from '../models';

/** Appends an audit entry for an admin action (sign-in, save, publish, delete, URL change, analysis), with who did it. */
export async function recordAudit(models: Models, actor: Actor, action: string, target: string | null = null): Promise<void> {
  await models.AuditEntry.create({ adminName: actor.adminName, personId: actor.personId, action, target, createdAt: new Date() });
}
