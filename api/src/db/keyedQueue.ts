import type { Leases } from './lease';

/**
 * Runs tasks one at a time per key, in arrival order; different keys run in parallel. FerretDB's
 * updates are not atomic, so every write to one document goes through the queue of its key. With
 * `leases`, each task also holds the lease `name:key`, so the order holds across instances too.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  constructor(private readonly across?: { leases: Leases; name: string }) {}

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const across = this.across;
    const previous = this.tails.get(key) ?? Promise.resolve();
    // With a lease, the answer goes out once the task is done; the next task waits for the lease's release too.
    const started = previous.then(() =>
      across ? across.leases.holdAndRelease(`${across.name}:${key}`, task) : { result: task(), released: Promise.resolve() },
    );
    const result = started.then(({ result }) => result);
    const tail = started
      .then(({ result, released }) => Promise.allSettled([result, released]))
      .then(
        () => undefined,
        () => undefined,
      );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with work queued or running (for tests and diagnostics). */
  get busyKeys(): number {
    return this.tails.size;
  }
}
