import { randomUUID } from 'node:crypto';
import { trusted } from 'mongoose';
import { RateLimited } from '../errors';
import type { Logger } from '../logger';
import type { Models } from '../models';
import { HORIZON_SECONDS, PER_KEY, PER_NETWORK, waitMs, type BackoffPolicy } from './backoff';
import { nameKey, type Device } from './deviceCookie';
import { clientPlace } from './network';

export interface SignInAttempt {
  address: string;
  adminName: string;
  /** The valid device cookie the browser sent, if any. */
  device: Device | null;
}

interface Failure {
  keys: string[];
  at: number;
}

/** The keys an attempt without a (usable) device cookie counts against. */
interface AnonymousKeys {
  address: string;
  network: string;
  name: string;
}

/**
 * The sign-in limits, shared by every API instance through the `login_failures` collection (inserts
 * only; old rows are deleted, never updated).
 *
 * `attempt` refuses a blocked attempt with 429 before anything else, reads the other instances' recent
 * failures for the attempt's keys, and then — in one synchronous step, with no await between the check,
 * the password comparison and the count — decides. So a concurrent burst on one instance is counted
 * exactly; across instances a simultaneous burst can pass at most `free` attempts per instance.
 *
 * Guessing is slowed down where it comes from, never for everybody: each failure counts against the
 * client address and its network prefix (IPv4 /24, IPv6 /64) with exponential back-off, and against the
 * (canonical, case-folded) name. A name's back-off holds only for networks that have been failing
 * themselves, so strangers guessing at a name cannot keep its admin out: the right password from a
 * clean network passes (a guesser gets one try per fresh network). There is no site-wide limit.
 * A browser with a valid device cookie for the name it signs in with is counted under its device alone,
 * so the admin also passes from a network that is being used to guess; once its own failures block it,
 * it is judged like any other browser.
 */
export class SignInGuard {
  private readonly failures = new Map<string, Failure>();

  constructor(
    private readonly models: Models,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Runs `verify` if the attempt is allowed; a false answer is counted before this returns. While an
   * asynchronous `verify` (a person's password hash) runs, the attempt already counts as a failure on
   * this instance, so a concurrent burst is still counted exactly; it is forgotten when it succeeds.
   */
  async attempt(attempt: SignInAttempt, verify: () => boolean | Promise<boolean>): Promise<boolean> {
    this.refuseIfBlocked(attempt);
    await this.learn(this.keysFor(attempt, true));
    // From here to the provisional count: synchronous.
    const keys = this.refuseIfBlocked(attempt);
    const id = randomUUID();
    const at = this.now();
    this.failures.set(id, { keys, at });
    const answer = settle(verify, () => this.failures.delete(id));
    const verified = typeof answer === 'boolean' ? answer : await answer;
    if (verified) {
      this.failures.delete(id);
      return true;
    }
    await this.models.LoginFailure.create({ _id: id, keys, at: new Date(at) }).catch((error: unknown) => {
      this.logger.error({ err: error }, 'could not record a failed sign-in in the database');
    });
    return false;
  }

  /** Drops failures past the horizon from the database (called on successful sign-ins). */
  async forgetOld(): Promise<void> {
    await this.models.LoginFailure.deleteMany({ at: trusted({ $lt: new Date(this.now() - HORIZON_SECONDS * 1000) }) });
  }

  /** The keys this attempt counts against, or a 429 when one of them must wait. */
  private refuseIfBlocked(attempt: SignInAttempt): string[] {
    this.prune();
    const deviceKey = this.keysFor(attempt, false)[0];
    if (deviceKey && this.wait(deviceKey, PER_KEY) === 0) return [deviceKey];
    const { address, network, name } = this.anonymousKeys(attempt);
    const waits = [this.wait(address, PER_KEY), this.wait(network, PER_NETWORK)];
    if (this.timesOf(network).length > 0) waits.push(this.wait(name, PER_KEY));
    const wait = Math.max(...waits);
    if (wait > 0) throw RateLimited(Math.max(1, Math.ceil(wait / 1000)));
    return [...new Set([address, network, name])];
  }

  /** The device key (when the cookie is for this name), then, when `all`, the anonymous keys. */
  private keysFor(attempt: SignInAttempt, all: boolean): string[] {
    const device = attempt.device && attempt.device.name === nameKey(attempt.adminName) ? [`device:${attempt.device.nonce}`] : [];
    return all ? [...device, ...Object.values(this.anonymousKeys(attempt))] : device;
  }

  private anonymousKeys(attempt: SignInAttempt): AnonymousKeys {
    const place = clientPlace(attempt.address);
    return { address: `address:${place.address}`, network: `net:${place.network}`, name: `name:${nameKey(attempt.adminName)}` };
  }

  private timesOf(key: string): number[] {
    const times: number[] = [];
    for (const failure of this.failures.values()) if (failure.keys.includes(key)) times.push(failure.at);
    return times;
  }

  private wait(key: string, policy: BackoffPolicy): number {
    return waitMs(this.timesOf(key), policy, this.now());
  }

  /** Merges the recent failures every instance recorded for these keys (by id: none counts twice). */
  private async learn(keys: string[]): Promise<void> {
    const since = new Date(this.now() - HORIZON_SECONDS * 1000);
    const rows = await this.models.LoginFailure.find({ keys: trusted({ $in: keys }), at: trusted({ $gte: since }) }).lean();
    for (const row of rows) this.failures.set(row._id, { keys: row.keys, at: new Date(row.at).getTime() });
  }

  private prune(): void {
    const since = this.now() - HORIZON_SECONDS * 1000;
    for (const [id, failure] of this.failures) if (failure.at < since) this.failures.delete(id);
  }
}

/** `verify`'s answer: at once when it is synchronous (no await between the check and the count), else awaited; `undo` on an error. */
function settle(verify: () => boolean | Promise<boolean>, undo: () => void): boolean | Promise<boolean> {
  try {
    const answer = verify();
    return typeof answer === 'boolean'
      ? answer
      : answer.catch((error: unknown) => {
          undo();
          throw error;
        });
  } catch (error) {
    undo();
    throw error;
  }
}
