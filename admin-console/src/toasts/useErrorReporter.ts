import { useCallback, useEffect, useState } from 'react';
import { toast } from '@kb/ui';
import { useSession } from '../session/SessionProvider';
import { apiProblem } from '../authoring/apiProblem';
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

/**
 * An action of the console: `busy` while one runs; a failure reported as the console's errors are, in the
 * server's words (`failure` when it gives none), unless `said` shows it itself (answering true). `run` answers
 * whether the action worked.
 */
export function useAction() {
  const report = useErrorReporter();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (work: () => Promise<unknown>, failure: string, said?: (message: string, caught: unknown) => boolean): Promise<boolean> => {
      setBusy(true);
      try {
        await work();
        return true;
      } catch (caught) {
        const { message } = apiProblem(caught, failure);
        if (!said?.(message, caught)) report(caught, message);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [report],
  );
  return { busy, run };
}
