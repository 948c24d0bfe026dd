import { canonicalName } from '@kb/contracts';
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a successful sign-in
 * gives the browser a token naming the admin and a random nonce, signed with a key derived from the admin
 * password (so every instance shares it and a new password revokes them all). A browser that presents a
 * valid one for the name it signs in with is judged by its own failure count, not by the anonymous limits.
 * A rotation is meant to revoke them (a leaked password must not leave trusted browsers behind), and it
 * locks nobody out: without a cookie an admin is slowed down only where failures come from (the anonymous
 * limits have no site-wide lock), so after a rotation a clean network signs in at once.
 */
export const DEVICE_COOKIE = 'kb_device';
export const DEVICE_COOKIE_DAYS = 90;

export interface Device {
  /** The admin name the cookie was given to, normalised (see `nameKey`). */
  name: string;
  nonce: string;
}

function signingKey(password: string): Buffer {
  return Buffer.from(hkdfSync('sha256', password, 'kb-device-cookie', 'v1', 32));
}

function signature(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

export class DeviceCookies {
  private readonly key: Buffer;
  constructor(password: string) {
    this.key = signingKey(password);
  }

  issue(name: string): string {
    const payload = Buffer.from(JSON.stringify({ n: nameKey(name), d: randomBytes(16).toString('base64url') })).toString('base64url');
    return `${payload}.${signature(this.key, payload).toString('base64url')}`;
  }

  /** The device a cookie value names, when its signature is ours; anything else is null. */
  read(value: string | undefined): Device | null {
    const [payload, signed, extra] = (value ?? '').split('.');
    if (!payload || !signed || extra !== undefined || payload.length > 1000) return null;
    const given = Buffer.from(signed, 'base64url');
    const expected = signature(this.key, payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const { n, d } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { n?: unknown; d?: unknown };
      return typeof n === 'string' && typeof d === 'string' ? { name: n, nonce: d } : null;
    } catch {
      return null;
    }
  }
}

/**
 * The form of an admin name the limits count by: canonical (NFKC, no invisible or control characters,
 * spaces collapsed, trimmed; see `canonicalName`) and case-folded (upper then lower case, so `ß` is `ss`).
 */
export function nameKey(name: string): string {
  return canonicalName(name).toUpperCase().toLowerCase();
}
