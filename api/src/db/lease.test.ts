import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUri } from '../../test/harness';
import { HttpError } from '../errors';
import { connectDatabase } from './connect';
import { KeyedQueue } from './keyedQueue';
import { leaseModel, Leases } from './lease';

/** Three "instances": each its own connection to one real database, and its own Leases. */
let conns: Connection[];
beforeAll(async () => {
  const uri = testDatabaseUri();
  conns = await Promise.all([0, 1, 2].map(() => connectDatabase(uri)));
});
afterAll(async () => {
  await conns[0]!.dropDatabase().catch(() => {});
  await Promise.all(conns.map((conn) => conn.close()));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A task that counts how many holders are inside at once. */
function watcher() {
  let inside = 0;
  let most = 0;
  let runs = 0;
  return {
    task: async () => {
      inside += 1;
      runs += 1;
      most = Math.max(most, inside);
      await sleep(2);
      inside -= 1;
    },
    get most() {
      return most;
    },
    get runs() {
      return runs;
    },
  };
}

describe('leases across instances', () => {
  it('only one holder at a time when many on three instances contend for one key', async () => {
    const instances = conns.map((conn) => new Leases(conn, { ttlMs: 30_000, waitMs: 20_000 }));
    const seen = watcher();
    await Promise.all(Array.from({ length: 30 }, (_, i) => instances[i % 3]!.hold('contended', seen.task)));
    expect(seen.runs).toBe(30);
    expect(seen.most).toBe(1);
  }, 30_000);

  it('write queues on three instances, each answering before its lease is deleted: still one task at a time, and every key free after', async () => {
    const queues = conns.map((conn) => new KeyedQueue({ leases: new Leases(conn, { ttlMs: 30_000, waitMs: 20_000 }), name: 'queued' }));
    const seen = watcher();
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => queues[i % 3]!.run('contended', async () => (await seen.task(), i))));
    expect(answers).toHaveLength(24);
    expect([seen.runs, seen.most]).toEqual([24, 1]);
    await expect.poll(() => leaseModel(conns[0]!).countDocuments({ _id: 'queued:contended' })).toBe(0);
  }, 30_000);

  it('a lease whose holder stopped is taken over after it expires, by one of the instances waiting at a time', async () => {
    const instances = conns.map((conn) => new Leases(conn, { ttlMs: 300, waitMs: 10_000 }));
    const keys = ['stopped-1', 'stopped-2', 'stopped-3', 'stopped-4', 'stopped-5'];
    // Holders that never finish (stopped instances): their leases are never released.
    await Promise.all(
      keys.map(
        (key) =>
          new Promise<void>((entered) => {
            void instances[0]!.hold(key, () => {
              entered();
              return new Promise(() => {});
            });
          }),
      ),
    );
    const started = Date.now();
    const seen = keys.map(() => watcher());
    await Promise.all(keys.flatMap((key, k) => Array.from({ length: 12 }, (_, i) => instances[1 + (i % 2)]!.hold(key, seen[k]!.task))));
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(seen.map((s) => [s.runs, s.most])).toEqual(keys.map(() => [12, 1]));
  }, 30_000);

  it('a holder that outlived its lease does not release the lease of whoever took it over', async () => {
    // The slow holder's lease lasts 300 ms; the others' last long enough to hold theirs throughout.
    const [slow, taker, third] = conns.map((conn, i) => new Leases(conn, { ttlMs: i === 0 ? 300 : 30_000, waitMs: 10_000 }));
    const seen = watcher();
    let takerInside!: () => void;
    const inside = new Promise<void>((resolve) => (takerInside = resolve));
    let finishTaker!: () => void;
    const slowDone = slow!.hold('outlived', () => sleep(700));
    await sleep(50);
    // Takes the lease over once it expires (300 ms), while the slow holder still runs, and keeps it.
    const taken = taker!.hold('outlived', async () => {
      takerInside();
      await seen.task();
      await new Promise<void>((resolve) => (finishTaker = resolve));
    });
    await inside;
    await slowDone;
    // The slow holder's release came after the takeover: the taker still holds the key.
    const thirdRan = third!.hold('outlived', seen.task);
    await sleep(200);
    expect(seen.runs).toBe(1);
    finishTaker();
    await Promise.all([taken, thirdRan]);
    expect([seen.runs, seen.most]).toEqual([2, 1]);
  }, 30_000);

  it('a write that waits past its bound is answered 409 with Retry-After, not "database unavailable"', async () => {
    const [holder, waiter] = conns.map((conn) => new Leases(conn, { ttlMs: 30_000, waitMs: 200 }));
    let finish!: () => void;
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const held = holder!.hold('busy', () => {
      entered();
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await inside;
    const error = await waiter!.hold('busy', async () => 'ran').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).headers['Retry-After']).toBe('2');
    finish();
    await held;
    expect(await waiter!.hold('busy', async () => 'ran')).toBe('ran');
  });
});
