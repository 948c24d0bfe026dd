import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './connect';
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

  it("the download failing: names Go's own error line", async () => {
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

/** The socket inodes a process holds open. */
function socketInodes(pid: number): Set<string> {
  const links = readdirSync(`/proc/${pid}/fd`).map((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`);
    } catch {
      return '';
    }
  });
  return new Set(links.map((link) => /^socket:\[(\d+)\]$/.exec(link)?.[1]).filter((inode): inode is string => inode !== undefined));
}

/** Inodes of the TCP sockets listening on this machine (state 0A in /proc/net/tcp and tcp6). */
function listeningTcpInodes(): Set<string> {
  const rows = ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) => readFileSync(file, 'utf8').trim().split('\n').slice(1));
  return new Set(
    rows
      .map((row) => row.trim().split(/\s+/))
      .filter((cols) => cols[3] === '0A')
      .map((cols) => cols[9] ?? ''),
  );
}

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe('the embedded database', () => {
  it('listens on a Unix socket in a folder only the site user can open, on no TCP port, and keeps its files 0600', async () => {
    const dataDir = path.join(dir, 'private-db');
    mkdirSync(dataDir, { mode: 0o755 });
    writeFileSync(path.join(dataDir, 'older.log'), '', { mode: 0o644 });
    // A socket left by a stopped process (no such pid) is removed; the one a running process uses is not touched.
    writeFileSync(path.join(dataDir, 'db-4194305.sock'), '');
    writeFileSync(path.join(dataDir, `db-${process.ppid}.sock`), '');
    const database = await startDatabase({ dataDir, log: () => {}, mongod: null });
    try {
      expect(database.kind).toBe('ferretdb');
      expect(database.socket).toBe(path.join(dataDir, `db-${process.pid}.sock`));
      expect(
        readdirSync(dataDir)
          .filter((name) => name.endsWith('.sock'))
          .sort(),
      ).toEqual([`db-${process.pid}.sock`, `db-${process.ppid}.sock`].sort());
      expect(mode(dataDir)).toBe('700');

      const conn = await connectDatabase(database.uri);
      await conn.collection('probe').insertOne({ written: true });
      expect(await conn.collection('probe').countDocuments()).toBe(1);
      await conn.close();

      const files = readdirSync(dataDir, { withFileTypes: true }).filter((entry) => entry.isFile());
      expect(files.map((file) => file.name)).toEqual(expect.arrayContaining(['older.log', 'kb.sqlite', `db-${process.ppid}.sock`]));
      for (const file of files) expect({ file: file.name, mode: mode(path.join(dataDir, file.name)) }).toEqual({ file: file.name, mode: '600' });

      const pid = Number(execFileSync('pgrep', ['-f', '--', `listen-unix=${database.socket}`], { encoding: 'utf8' }).trim());
      const held = socketInodes(pid);
      expect(held.size).toBeGreaterThan(0);
      const tcp = listeningTcpInodes();
      expect([...held].filter((inode) => tcp.has(inode))).toEqual([]);
    } finally {
      await database.stop();
    }
  }, 30_000);
});
