import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Connection, Model } from 'mongoose';
import { HttpError } from '../errors';
import { uuidSchema } from '../models/schemaHelpers';
import { isDuplicateKey } from './duplicateKey';

/** A held lease: `_id` is its key (of two instances inserting it at once, one fails); `token` says whose it is. */
interface LeaseDoc {
  _id: string;
  token: string;
  expiresAt: Date;
}

const leaseSchema = uuidSchema<LeaseDoc>(
  {
    token: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  'leases',
);

/** The leases' model on a connection (registered once). */
export const leaseModel = (conn: Connection) => (conn.models.Lease ?? conn.model<LeaseDoc>('Lease', leaseSchema)) as Model<LeaseDoc>;

export interface LeaseTimes {
  /** A holder that stopped loses the lease after this long. */
  ttlMs: number;
  /** How long a write waits for a held lease before it is answered 409. */
  waitMs: number;
}

const DEFAULT_TIMES: LeaseTimes = { ttlMs: 30_000, waitMs: 10_000 };

const LeaseBusy = (key: string) =>
  new HttpError(
    'conflict',
    'Another change to the same content is being saved right now (on this or another server). Try again in a few seconds.',
    { lease: key },
    { 'Retry-After': '2' },
  );

/**
 * Orders writes across instances with the one atomic write FerretDB has: an insert with a unique `_id`.
 * Its deletes and updates find documents first and then write them by `_id`, so nothing here relies
 * on a filtered delete: every read and delete is by `_id` (also the only query the embedded database
 * answers without reading the whole collection). A lease is released by deleting it: at once while the holder has
 * held it for less than half its time, else once the holder has read that it is still its own. An expired one is taken over by whoever wins the takeover lease
 * `key~token` (itself a lease, so a taker that stopped is taken over too): of two instances taking
 * over at once only that one deletes it, after reading that it is still the expired one.
 */
export class Leases {
  private readonly Lease: Model<LeaseDoc>;

  constructor(
    conn: Connection,
    private readonly times: LeaseTimes = DEFAULT_TIMES,
  ) {
    this.Lease = leaseModel(conn);
  }

  /** Runs `task` holding `key`; waits (backing off) while another holds it, at most `waitMs`, then answers 409. */
  async hold<T>(key: string, task: () => Promise<T>): Promise<T> {
    return this.holdUntil(key, Date.now() + this.times.waitMs, task);
  }

  /**
   * As `hold`, but `result` settles as soon as `task` does, while the lease is still being deleted: `released`
   * resolves once it is (a write queue starts its next task on the key after it, the caller answers before it).
   */
  holdAndRelease<T>(key: string, task: () => Promise<T>, deadline = Date.now() + this.times.waitMs): { result: Promise<T>; released: Promise<void> } {
    let done!: () => void;
    const released = new Promise<void>((resolve) => (done = resolve));
    const result = this.acquire(key, deadline).then(
      async (token) => {
        const acquiredAt = Date.now();
        try {
          return await task();
        } finally {
          // When the release fails (the database went away), the lease expires by itself.
          void this.release(key, token, acquiredAt)
            .catch(() => {})
            .finally(done);
        }
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
    return { result, released };
  }

  private async holdUntil<T>(key: string, deadline: number, task: () => Promise<T>): Promise<T> {
    const { result, released } = this.holdAndRelease(key, task, deadline);
    try {
      return await result;
    } finally {
      await released;
    }
  }

  private async acquire(key: string, deadline: number): Promise<string> {
    const token = randomUUID();
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.Lease.create({ _id: key, token, expiresAt: new Date(Date.now() + this.times.ttlMs) });
        return token;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      const current = await this.Lease.findById(key).lean<LeaseDoc>();
      if (!current) continue;
      if (new Date(current.expiresAt).getTime() <= Date.now() && (await this.takeOver(key, current.token))) continue;
      if (Date.now() >= deadline) throw LeaseBusy(key);
      await sleep(Math.min(5 * 2 ** attempt, 100) * (0.5 + Math.random()));
    }
  }

  /** Deletes the expired lease `token` of `key`, unless another instance is taking it over: then false. */
  private async takeOver(key: string, token: string): Promise<boolean> {
    const deleteIfStill = async () => {
      const current = await this.Lease.findById(key).lean<LeaseDoc>();
      if (current?.token === token) await this.Lease.deleteOne({ _id: key });
      return true;
    };
    return this.holdUntil(`${key}~${token}`, Date.now(), deleteIfStill).catch((error: unknown) => {
      if (error instanceof HttpError && error.code === 'conflict') return false;
      throw error;
    });
  }

  /**
   * Deletes the lease. Held for less than half its time, it is still this holder's (another takes it over only once
   * expired, by a clock that would have to be that far ahead): deleted at once. Held longer, it is read first.
   */
  private async release(key: string, token: string, acquiredAt: number): Promise<void> {
    if (Date.now() - acquiredAt < this.times.ttlMs / 2) {
      await this.Lease.deleteOne({ _id: key });
      return;
    }
    const current = await this.Lease.findById(key).lean<LeaseDoc>();
    if (current?.token === token) await this.Lease.deleteOne({ _id: key });
  }
}
