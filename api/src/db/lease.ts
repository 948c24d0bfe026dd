import { setTimeout as sleep } from 'node:timers/promises';
import { trusted, type Connection, type Model } from 'mongoose';
import { HttpError } from '../errors';
import { uuidSchema } from '../models/schemaHelpers';
import { isDuplicateKey } from './duplicateKey';

/** One generation of a lease: `_id` is `key@gen`, so of two instances claiming the same generation one insert fails. */
interface LeaseDoc {
  _id: string;
  key: string;
  gen: number;
  expiresAt: Date;
  released: boolean;
}

const leaseSchema = uuidSchema<LeaseDoc>(
  {
    key: { type: String, required: true },
    gen: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
    released: { type: Boolean, default: false },
  },
  'leases',
);

export interface LeaseTimes {
  /** A holder that stopped loses the lease after this long. */
  ttlMs: number;
  /** How long a write waits for a held lease before it is answered 409. */
  waitMs: number;
}

const DEFAULT_TIMES: LeaseTimes = { ttlMs: 30_000, waitMs: 10_000 };

export const LeaseBusy = (key: string) =>
  new HttpError('conflict', 'Another change to the same content is being saved right now (on this or another server). Try again in a few seconds.', { lease: key }, { 'Retry-After': '2' });

/**
 * Orders writes across instances. FerretDB's only atomic write is an insert with a unique `_id`, and
 * its deletes and updates find documents first and then write them by `_id`, so a lease is never
 * taken over by deleting it: the key's latest generation tells whether it is held (neither released
 * nor expired); a writer claims it by inserting the next generation (of two at once, one insert
 * fails and that one waits), then checks that no later generation exists (its read may have been
 * stale). Only the holder writes its own generation (`released`); older generations are deleted.
 */
export class Leases {
  private readonly Lease: Model<LeaseDoc>;

  constructor(
    conn: Connection,
    private readonly times: LeaseTimes = DEFAULT_TIMES,
  ) {
    this.Lease = (conn.models.Lease ?? conn.model<LeaseDoc>('Lease', leaseSchema)) as Model<LeaseDoc>;
  }

  /** Runs `task` holding `key`; waits (backing off) while another holds it, at most `waitMs`, then answers 409. */
  async hold<T>(key: string, task: () => Promise<T>): Promise<T> {
    const lease = await this.acquire(key);
    try {
      return await task();
    } finally {
      // When the release fails (the database went away), the lease expires by itself.
      await this.release(lease).catch(() => {});
    }
  }

  private async acquire(key: string): Promise<LeaseDoc> {
    const deadline = Date.now() + this.times.waitMs;
    for (let attempt = 0; ; attempt += 1) {
      const lease = await this.claim(key);
      if (lease) return lease;
      if (Date.now() >= deadline) throw LeaseBusy(key);
      await sleep(Math.min(5 * 2 ** attempt, 100) * (0.5 + Math.random()));
    }
  }

  /** The next generation when the latest is free and this insert wins it; null when the key is held. */
  private async claim(key: string): Promise<LeaseDoc | null> {
    const latest = await this.Lease.findOne({ key }).sort({ gen: -1 }).lean<LeaseDoc>();
    const now = Date.now();
    if (latest && !latest.released && new Date(latest.expiresAt).getTime() > now) return null;
    const gen = (latest?.gen ?? 0) + 1;
    const lease: LeaseDoc = { _id: `${key}@${gen}`, key, gen, expiresAt: new Date(now + this.times.ttlMs), released: false };
    try {
      await this.Lease.create(lease);
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
    // A generation deleted as old can be inserted again by a stale reader: a later one then exists.
    return (await this.Lease.exists({ key, gen: trusted({ $gt: gen }) })) ? null : lease;
  }

  private async release(lease: LeaseDoc): Promise<void> {
    await this.Lease.updateOne({ _id: lease._id }, { $set: { released: true } });
    await this.Lease.deleteMany({ key: lease.key, gen: trusted({ $lt: lease.gen }) });
  }
}
