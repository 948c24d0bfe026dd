import { z } from 'zod';

export { z };

/**
 * Zod 4 probes whether it may compile validators with `new Function` unless told not to; the site's
 * Content-Security-Policy forbids eval, so in a browser the probe is a violation report. A browser bundle
 * that parses with the contracts' schemas calls this before its first parse (each bundle has its own zod).
 */
export function jitlessZod(): void {
  z.config({ jitless: true });
}
