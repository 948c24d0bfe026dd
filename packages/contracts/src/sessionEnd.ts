/**
 * Why a session ended: its next call's 401 says so (`details.ended`), and the sign-in page tells the person.
 * `superseded`: the shared ADMIN_PASSWORD changed; `signedOut`: this session was signed out (Logout, or ended from
 * another session's list).
 * In a module of its own, without zod: the console's session provider, on every screen, reads it.
 */
export const SESSION_END_REASONS = [
  'expired',
  'signedOut',
  'signedOutEverywhere',
  'passwordChanged',
  'passwordReset',
  'removed',
  'sharedPasswordOff',
  'superseded',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
