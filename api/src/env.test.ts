import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from './env';

/** Runs loadEnv() in a process of its own with these variables (it exits on a bad value). */
function loadEnvWith(env: Record<string, string>) {
  const script = "import { loadEnv } from './api/src/env.ts'; loadEnv();";
  return spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

describe('environment', () => {
  it('has working defaults', () => {
    expect(EnvSchema.parse({})).toMatchObject({ PORT: 8080, ADMIN_SESSION_MINUTES: 60, SEED_ON_EMPTY: true });
  });

  it('exits with code 1 and names the variable on a bad value', () => {
    const result = loadEnvWith({ PORT: 'eighty' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid environment variable PORT');
  });

  it('refuses a single sign-on configuration that is not whole (issuer, client id and secret go together)', () => {
    const result = loadEnvWith({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'kb' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid environment variable OIDC_ISSUER: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together');
  });
});
