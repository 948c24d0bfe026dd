/** Where an expired session was (SessionProvider's `expire`): signing in again goes back there, else to the dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/') && !from.startsWith('/admin/login') ? from : '/admin';
}
