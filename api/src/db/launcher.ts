import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ensureFerretDb, type FerretDbOptions } from './ferretdbBuild';
import { startPostgres, withPlanSetting, type PostgresOptions, type RunningPostgres } from './postgres';
import { EmbeddedDatabaseUnavailable } from './unavailable';

export interface RunningDatabase {
  uri: string;
  /** The Unix socket an embedded server listens on (it opens no TCP port); null for an external one. */
  socket: string | null;
  kind: 'external' | 'mongod' | 'ferretdb';
  /** The PostgreSQL under FerretDB (DATABASE=postgres), for the index step; null otherwise. */
  postgresUrl: string | null;
  /** Stops an embedded server (no-op for an external one). */
  stop(): Promise<void>;
  /** Starts it again on the same socket and folder (used by fault tests). */
  restart(): Promise<void>;
}

export interface StartOptions {
  /** MONGODB_URI when set: used as it is. */
  uri?: string;
  /** Folder for the embedded server's files. */
  dataDir: string;
  /** Database name inside the embedded server. */
  dbName?: string;
  log?: (message: string) => void;
  /** The mongod to run; default: the one on PATH; null: do not look for one. */
  mongod?: string | null;
  /** Where FerretDB is and which Go builds it (defaults: .tools/bin, GO_BIN). */
  ferretdb?: FerretDbOptions;
  /**
   * DATABASE=postgres: FerretDB on PostgreSQL, `url` (POSTGRES_URL) or else a private cluster in `dataDir`.
   * With `uri`: the PostgreSQL under that (external) FerretDB, so its indexes are added.
   */
  postgres?: PostgresOptions;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The database's own error lines, passed on to the site's stderr, except a refused duplicate key: FerretDB on
 * PostgreSQL logs each one at ERROR, with the document's start, and a refused insert is how the product orders
 * writers (a revision's slot, a lease; `isDuplicateKey`), so it is no error of the database's.
 */
function forwardErrors(child: ChildProcess): void {
  createInterface({ input: child.stderr! }).on('line', (line) => {
    if (!/"Code":"23505"/.test(line)) process.stderr.write(`${line}\n`);
  });
}

async function waitForSocket(socket: string, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The embedded database exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const connection = net.connect({ path: socket }, () => {
        connection.end();
        resolve(true);
      });
      connection.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`The embedded database did not open its socket ${socket} within ${timeoutMs} ms`);
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * One socket per process that starts the server (a `kb` command beside the running site starts its
 * own on the same files), `db-<pid>.sock`; those of processes that no longer run are removed. Linux's
 * limit for a socket path is 108 bytes: a deep data folder gets a private temporary folder for it.
 */
function socketPath(dir: string): string {
  for (const name of readdirSync(dir)) {
    const pid = /^db-(\d+)\.sock$/.exec(name)?.[1];
    if (pid && !isRunning(Number(pid))) rmSync(path.join(dir, name), { force: true });
  }
  const inside = path.join(dir, `db-${process.pid}.sock`);
  return Buffer.byteLength(inside) < 100 ? inside : path.join(mkdtempSync(path.join(os.tmpdir(), 'kb-db-')), 'db.sock');
}

/** Only the site's user may open the data folder (0700) and its files (0600), those of earlier versions included. */
function makePrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() || entry.isDirectory()) chmodSync(path.join(entry.parentPath, entry.name), entry.isFile() ? 0o600 : 0o700);
  }
}

function findMongod(): string | null {
  try {
    return execFileSync('sh', ['-c', 'command -v mongod'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * MONGODB_URI when given; else an embedded server the project starts and stops itself: a real
 * mongod when one is on PATH, otherwise FerretDB (SQLite) from .tools/bin, built there if missing.
 * When no embedded server can be had, throws EmbeddedDatabaseUnavailable, whose message says how
 * to set MONGODB_URI (or GO_BIN) instead.
 */
export async function startDatabase(options: StartOptions): Promise<RunningDatabase> {
  const log = options.log ?? ((message: string) => console.log(message));
  const dbName = options.dbName ?? 'kb';
  if (options.uri) {
    const postgresUrl = options.postgres?.url ? withPlanSetting(options.postgres.url) : null;
    return { uri: options.uri, socket: null, kind: 'external', postgresUrl, stop: async () => {}, restart: async () => {} };
  }
  const dir = path.resolve(options.dataDir);
  makePrivate(dir);
  const socket = socketPath(dir);
  const mongod = options.postgres ? null : options.mongod === undefined ? findMongod() : options.mongod;
  const ferretdb = mongod ? '' : ensureFerretDb(log, options.ferretdb);
  const postgres: RunningPostgres | null = !options.postgres
    ? null
    : options.postgres.url
      ? { url: withPlanSetting(options.postgres.url), stop: async () => {} }
      : await startPostgres(dir, log, options.postgres);
  const backend = postgres ? ['--handler=postgresql', `--postgresql-url=${postgres.url}`] : ['--handler=sqlite', `--sqlite-url=file:${dir}/`];
  // No TCP port: any local process could connect to one and write (an admin session, say).
  const [command, args, kind] = mongod
    ? ([mongod, ['--dbpath', dir, '--bind_ip', socket, '--unixSocketPrefix', path.dirname(socket), '--quiet'], 'mongod'] as const)
    : ([
        ferretdb,
        [...backend, `--state-dir=${dir}`, '--listen-addr=', `--listen-unix=${socket}`, '--telemetry=disable', '--debug-addr=-', '--log-level=error'],
        'ferretdb',
      ] as const);

  let child: ChildProcess | null = null;
  const launch = async () => {
    rmSync(socket, { force: true });
    // umask 077: the files the server creates are the site user's alone (0600, folders 0700).
    child = spawn('sh', ['-c', 'umask 077 && exec "$0" "$@"', command, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    forwardErrors(child);
    await waitForSocket(socket, child);
  };
  const stopServer = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
      setTimeout(() => running.kill('SIGKILL'), 3_000).unref();
    });
  };
  const stop = async () => {
    await stopServer();
    await postgres?.stop();
  };
  try {
    await launch();
  } catch (error) {
    await stop();
    throw new EmbeddedDatabaseUnavailable(`${kind} (${command}) did not start: ${(error as Error).message}.`);
  }
  const onExit = () => (child as ChildProcess | null)?.kill('SIGKILL');
  process.once('exit', onExit);
  log(`Embedded database (${kind}${postgres ? ' on PostgreSQL' : ''}) on the socket ${socket}, data in ${path.relative(process.cwd(), dir) || dir}`);
  return {
    uri: `mongodb://${encodeURIComponent(socket)}/${dbName}`,
    socket,
    kind,
    postgresUrl: postgres?.url ?? null,
    stop,
    restart: async () => {
      await stopServer();
      await launch();
    },
  };
}
