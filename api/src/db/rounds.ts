import type { Logger } from '../logger';

export interface Rounds {
  /** Ends the loop after the round under way. */
  stop(): Promise<void>;
}

/**
 * Runs `round` every `everyMs` (0: never; the tests run rounds themselves), one round at a time: the next is
 * timed from the end of the last. A failed round is logged with `failed` and the loop goes on.
 */
export function everyRound(round: () => Promise<unknown>, everyMs: number, logger: Logger, failed: string): Rounds {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const next = () => {
    timer = setTimeout(() => {
      running = round()
        .catch((err: unknown) => logger.warn({ err }, failed))
        .finally(() => {
          if (!stopped) next();
        });
    }, everyMs);
    timer.unref();
  };
  if (everyMs > 0) next();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
