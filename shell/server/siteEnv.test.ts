import { describe, expect, it } from 'vitest';
import { parseSiteEnv } from './siteEnv';

describe('the site server environment', () => {
  it('in production PUBLIC_ORIGIN is required, so links are never built from a request Host header', () => {
    expect(parseSiteEnv({ NODE_ENV: 'production' })).toEqual({
      env: null,
      errors: ['Invalid environment variable PUBLIC_ORIGIN: required when NODE_ENV=production (the origin visitors use, e.g. https://kb.example.com)'],
    });
    expect(parseSiteEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://kb.example.com/' }).env?.PUBLIC_ORIGIN).toBe('https://kb.example.com');
  });

  it('outside production the request origin is used when it is unset', () => {
    expect(parseSiteEnv({}).env?.PUBLIC_ORIGIN).toBeUndefined();
  });
});
