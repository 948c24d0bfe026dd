import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDatabase } from './launcher';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'kb-launcher-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in executable that writes `stderr` and exits with `code`. */
function script(name: string, stderr: string, code: number): string {
  const file = path.join(dir, name);
  writeFileSync(file, `#!/bin/sh\n${stderr ? `echo '${stderr}' >&2\n` : ''}exit ${code}\n`);
  chmodSync(file, 0o755);
  return file;
}

/** What someone starting the site reads when no database can be had. */
async function failure(ferretdb: { binary: string; goBin: string }): Promise<Error> {
  const started = startDatabase({ dataDir: path.join(dir, 'db'), log: () => {}, mongod: null, ferretdb });
  return started.then(
    () => {
      throw new Error('the database started');
    },
    (error: Error) => error,
  );
}

function expectHowToGoOn(error: Error) {
  expect(error.name).toBe('EmbeddedDatabaseUnavailable');
  expect(error.message).toContain('MONGODB_URI=mongodb://user:password@host:27017/kb pnpm start');
  expect(error.message).toContain('GO_BIN=/usr/local/go/bin/go pnpm start');
  // One clear message, not a stack trace into our code.
  expect(error.stack).toBe(`EmbeddedDatabaseUnavailable: ${error.message}`);
}

describe('when the embedded database cannot be had', () => {
  it('GO_BIN pointing nowhere: says so and how to use MONGODB_URI instead', async () => {
    const error = await failure({ binary: path.join(dir, 'bin', 'ferretdb'), goBin: path.join(dir, 'no-such-go') });
    expect(error.message.split('\n')[0]).toBe(
      `The embedded database is not available: GO_BIN is set to ${path.join(dir, 'no-such-go')}, which does not exist, so FerretDB cannot be built.`,
    );
    expectHowToGoOn(error);
  });

  it('the download failing: names Go\'s own error line', async () => {
    const go = script('offline-go', 'dial tcp: lookup proxy.golang.org: no such host', 1);
    const error = await failure({ binary: path.join(dir, 'bin', 'ferretdb'), goBin: go });
    expect(error.message.split('\n')[0]).toBe(
      `The embedded database is not available: downloading FerretDB v1.24.2 with ${go} failed: dial tcp: lookup proxy.golang.org: no such host`,
    );
    expectHowToGoOn(error);
  });

  it('a FerretDB binary that exits at once: says it did not start', async () => {
    const broken = script('ferretdb', '', 3);
    const error = await failure({ binary: broken, goBin: path.join(dir, 'unused-go') });
    expect(error.message.split('\n')[0]).toBe(
      `The embedded database is not available: ferretdb (${broken}) did not start: The embedded database exited with code 3.`,
    );
    expectHowToGoOn(error);
  });
});
