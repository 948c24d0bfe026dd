import { isDuplicateKey } from '../db/duplicateKey';
import { createHash, randomBytes } from 'node:crypto';
import { trusted } from 'mongoose';
import type { Logger } from '../logger';
import type { DailySaltDoc, Models } from '../models';
import { clientPlace } from '../signIn/network';
import { dayOf } from './rollup';

/** A reader for the day: keyed hashes of their address and of its network prefix (IPv4 /24, IPv6 /64). */
export interface Reader {
  address: string;
  network: string;
}

/**
 * Tells readers apart for a day without cookies or accounts: a reader is known by hashes of the day's
 * salt with their address and with its network prefix (not by the user agent, which a client sets at
 * will). The salt is random, shared by the API instances through the database (the first to insert a
 * day's salt wins) and deleted the next day, so no key can be traced back or linked across days, and
 * no address is kept at all.
 */
export class ReaderKeys {
  private salt: { day: string; value: Promise<string> } | null = null;

  constructor(
    private readonly models: Models,
    private readonly logger: Logger,
  ) {}

  /** Today's reader behind a client address (the day's salt is read once, on the day's first call). */
  async readerFor(ip: string, now = new Date()): Promise<Reader> {
    const day = dayOf(now);
    if (this.salt?.day !== day) this.salt = { day, value: this.sharedSalt(day) };
    const salt = await this.salt.value;
    const place = clientPlace(ip);
    const hash = (kind: string, value: string) => createHash('sha256').update(`${salt}\n${kind}\n${value}`).digest('hex');
    return { address: hash('address', place.address), network: hash('network', place.network) };
  }

  /**
   * Reads (or makes) the day's shared salt and deletes those of earlier days. When the database
   * fails, this instance uses a salt of its own for the day (readers are then told apart per instance).
   */
  private async sharedSalt(day: string): Promise<string> {
    const own = randomBytes(32).toString('hex');
    try {
      await this.models.DailySalt.create({ _id: day, salt: own, createdAt: new Date() }).catch((err: unknown) => {
        if (!isDuplicateKey(err)) throw err;
      });
      const stored = await this.models.DailySalt.findById(day).lean<DailySaltDoc>();
      await this.models.DailySalt.deleteMany({ _id: trusted({ $lt: day }) });
      return stored?.salt ?? own;
    } catch (err) {
      this.logger.warn({ err }, 'reading the shared reader-key salt failed; this instance uses its own today');
      return own;
    }
  }
}

/** A UUID-shaped id derived from a key, for rows whose `_id` must be unique per reader and day. */
export function idFromKey(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
