import { callRoute, type CallInput } from '@kb/api-client';
import { adminRoutes, type AdminCallName, type ResponseOf } from '@kb/contracts';

/** Writes nobody else sees (reading one's notifications, autosaves while typing): they do not make the console read again. */
const UNSEEN_WRITES: ReadonlySet<AdminCallName> = new Set(['markNotificationsRead', 'autosaveArticle', 'discardAutosave']);

/**
 * Calls one of the admin console's endpoints. Its route table is here, not in the shared main entry,
 * so visitors never download it; the call itself goes through the shared client (base URL, errors).
 */
export async function adminRequest<N extends AdminCallName>(name: N, input: CallInput<N> = {}): Promise<ResponseOf<N>> {
  const route = adminRoutes[name];
  const answer = await callRoute<N>(route, input);
  // A write done: the console reads again what it may have changed for others to see (the notification counts).
  if (route.method !== 'GET' && typeof window !== 'undefined' && !UNSEEN_WRITES.has(name)) window.dispatchEvent(new Event(ADMIN_WRITE_EVENT));
  return answer;
}

/** The window event after each admin write that succeeded (but UNSEEN_WRITES). */
export const ADMIN_WRITE_EVENT = 'kb:admin-write';
