import { AsyncLocalStorage } from 'node:async_hooks';

const causes = new AsyncLocalStorage<string>();

/**
 * Runs a write on behalf of another (`review:<id>`: the publish an approval makes; `schedule:<id>`: a
 * schedule's run): the events it records carry that cause, so the approval's event, not its publish's,
 * is what the author is told of.
 */
export function withEventCause<T>(cause: string, write: () => Promise<T>): Promise<T> {
  return causes.run(cause, write);
}

/** The cause of the write under way, or null. */
export const currentEventCause = (): string | null => causes.getStore() ?? null;
