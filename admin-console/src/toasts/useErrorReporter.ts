import { useCallback, useEffect } from 'react';
import { useSession } from '../session/SessionProvider';
import { useToast } from './ToastProvider';

/**
 * SPEC §8: a failed admin call is logged and shown as a toast with its catalogue message; a 401 logs
 * the admin out instead.
 */
export function useErrorReporter() {
  const { logoutOnUnauthorized } = useSession();
  const toast = useToast();
  return useCallback(
    (error: unknown, message: string) => {
      if (logoutOnUnauthorized(error)) return;
      console.error(message, error);
      toast(message);
    },
    [logoutOnUnauthorized, toast],
  );
}

/** Reports a query's error once each time it changes. */
export function useQueryError(error: unknown, message: string): void {
  const report = useErrorReporter();
  useEffect(() => {
    if (error) report(error, message);
  }, [error, message, report]);
}
