import { useCallback, useEffect } from 'react';
import { toast } from '@kb/ui';
import { useSession } from '../session/SessionProvider';
import { withServerWords } from './serverWords';

/**
 * SPEC §8: a failed admin call is logged and shown as a toast with its catalogue message, followed by
 * the status and the server's message in words (issue 28); a 401 logs the admin out instead.
 */
export function useErrorReporter() {
  const { logoutOnUnauthorized } = useSession();
  return useCallback(
    (error: unknown, message: string) => {
      if (logoutOnUnauthorized(error)) return;
      console.error(message, error);
      toast({ title: withServerWords(message, error), variant: 'destructive' });
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
