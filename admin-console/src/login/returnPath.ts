import { SESSION_END_REASONS, type SessionEndReason } from '@kb/contracts';

/** Where a signed-out person was (an expired session, or a deep link opened signed out): signing in goes back there, else to the dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/') && !from.startsWith('/admin/login') ? from : '/admin';
}

/** Why the session that sent the person here ended (the console puts it in the navigation state), if it said. */
export function endedReason(state: unknown): SessionEndReason | null {
  const ended = (state as { ended?: unknown } | null)?.ended;
  return SESSION_END_REASONS.find((reason) => reason === ended) ?? null;
}

/** What the sign-in page says about a session that ended. */
export const ENDED_TEXT: Record<SessionEndReason, string> = {
  expired: 'Your session expired. Sign in again to go on where you were.',
  signedOut: 'This session was ended from another of your sessions.',
  signedOutEverywhere: 'You were signed out everywhere, on every device.',
  passwordChanged: 'Your password was changed. Sign in with the new one.',
  passwordReset: 'An owner reset your password. Choose a new one from the link they give you.',
  removed: 'You were removed from the team, so you can no longer sign in.',
  sharedPasswordOff: 'The shared-password sign-in was turned off. Sign in with your email address.',
  superseded: 'The admin password was changed. Sign in again.',
};
