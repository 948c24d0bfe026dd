import type { ActiveSession } from '@kb/contracts';
import type { AdminSessionDoc } from '../models';
import { browserName } from './browserName';

/** A session as its owner sees it in their list: how, from where and when; `current` is the one asking. */
export function presentSession(session: AdminSessionDoc, currentId: string): ActiveSession {
  return {
    id: session._id,
    method: session.method ?? null,
    adminName: session.adminName,
    address: session.address ?? null,
    userAgent: session.userAgent ?? null,
    browser: browserName(session.userAgent),
    createdAt: new Date(session.createdAt).toISOString(),
    expiresAt: new Date(session.expiresAt).toISOString(),
    current: session._id === currentId,
  };
}
