/** Where a signed-out person was (an expired session, or a deep link opened signed out): signing in goes back there, else to the dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/') && !from.startsWith('/admin/login') ? from : '/admin';
}
