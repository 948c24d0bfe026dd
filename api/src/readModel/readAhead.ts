/** Items read ahead before the reader waits for the handler to catch up. */
const READ_AHEAD = 5000;

/**
 * Handles every item of an async source (a database cursor) while the source keeps reading
 * ahead: the reader moves items into a queue as soon as they arrive, so the database prepares the
 * next batch while this process handles the last one (at start-up on two cores, the database's
 * work and the indexing overlap). Handling runs in slices of about `sliceMs`, yielding to the
 * event loop between them, so the server keeps answering (health) meanwhile.
 */
export async function handleReadingAhead<T>(source: AsyncIterable<T>, handle: (item: T) => void, sliceMs = 20): Promise<void> {
  const queue: T[] = [];
  let finished = false;
  let failure: unknown = null;
  const wake: { reader: (() => void) | null; handler: (() => void) | null } = { reader: null, handler: null };
  const reading = (async () => {
    try {
      for await (const item of source) {
        queue.push(item);
        wake.handler?.();
        if (queue.length >= READ_AHEAD) await new Promise<void>((resolve) => (wake.reader = resolve));
      }
    } catch (err) {
      failure = err;
    } finally {
      finished = true;
      wake.handler?.();
    }
  })();

  let next = 0;
  for (;;) {
    if (failure) throw failure;
    if (next === queue.length) {
      queue.length = 0;
      next = 0;
      wake.reader?.();
      wake.reader = null;
      if (finished) break;
      await new Promise<void>((resolve) => (wake.handler = resolve));
      wake.handler = null;
      continue;
    }
    const started = performance.now();
    while (next < queue.length && performance.now() - started < sliceMs) handle(queue[next++]!);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await reading;
  if (failure) throw failure;
}
