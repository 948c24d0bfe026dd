import { z } from 'zod';

// Zod 4 probes whether it may compile validators with `new Function` unless told not to; the site's
// Content-Security-Policy forbids eval, so in a browser the probe is a violation report. Every schema of
// the contracts is built with this `z`, so the setting is made before any of them exists. (package.json
// lists this module as having a side effect: a bundler would otherwise skip a module that only re-exports.)
z.config({ jitless: true });

export { z };
