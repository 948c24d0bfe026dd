import { z } from 'zod';

// Zod 4 probes whether it may compile validators with `new Function` unless told not to; the site's
// Content-Security-Policy forbids eval, so the probe is a violation report in every browser that parses.
z.config({ jitless: true });

export * from './entities';
export * from './admin';
export * from './people';
export * from './reviews';
export * from './authoring';
export * from './adminBrowse';
export * from './linkCheck';
export * from './media';
export * from './calls';
export * from './routes';
export { ERROR_STATUS, errorCodeForStatus } from './errors';
export * from './errorBody';
export * from './limits';
export * from './sidebar';
export * from './seo';
export * from './homeTexts';
export * from './searchTexts';
export * from './highlight';
export * from './htmlPolicy';
export * from './insights';
export * from './urls';
