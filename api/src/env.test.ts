import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from './env';

describe('environment', () => {
  it('has working defaults', () => {
    expect(EnvSchema.parse({})).toMatchObject({ PORT: 8080, ADMIN_SESSION_MINUTES: 60, SEED_ON_EMPTY: true });
  });

  it('exits with code 1 and names the variable on a bad value', () => {
    const script = "import { loadEnv } from './api/src/env.ts'; loadEnv();";
    const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, PORT: 'eighty' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid environment variable PORT');
  });
});
