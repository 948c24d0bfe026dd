import { useCallback, useEffect } from 'react';
import { toast } from '@kb/ui';
import { useSession } from '../session/SessionProvider';

/**
 * SPEC §8: a failed admin call is logged and shown as a toast with its catalogue message; a 401 logs
 * the admin out instead.
 */
export function useErrorReporter() {
  const { logoutOnUnauthorized } = useSession();
  return useCallback(
    (error: unknown, message: string) => {
      if (logoutOnUnauthorized(error)) return;
      console.error(message, error);
      toast({ title: message, variant: 'destructive' });
    },
    [logoutOnUnauthorized],
  );
}

/** Reports a query's error once each time it changes. */
export function useQueryError(error: unknown, message: string): void {
  const report = useErrorReporter();
  useEffect(() => {
    if (error) report(error, message);
  }, [error, message, report]);
}
