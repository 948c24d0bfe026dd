import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureFerretDb, type FerretDbOptions } from './ferretdbBuild';
import { EmbeddedDatabaseUnavailable } from './unavailable';

export interface RunningDatabase {
  uri: string;
  kind: 'external' | 'mongod' | 'ferretdb';
  /** Stops an embedded server (no-op for an external one). */
  stop(): Promise<void>;
  /** Starts it again on the same port and folder (used by fault tests). */
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

async function waitForPort(port: number, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The embedded database exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`The embedded database did not open port ${port} within ${timeoutMs} ms`);
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
    return { uri: options.uri, kind: 'external', stop: async () => {}, restart: async () => {} };
  }
  const dir = path.resolve(options.dataDir);
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const mongod = options.mongod === undefined ? findMongod() : options.mongod;
  const [command, args, kind] = mongod
    ? ([mongod, ['--dbpath', dir, '--port', String(port), '--bind_ip', '127.0.0.1', '--quiet'], 'mongod'] as const)
    : ([
        ensureFerretDb(log, options.ferretdb),
        [
          '--handler=sqlite',
          `--sqlite-url=file:${dir}/`,
          `--state-dir=${dir}`,
          `--listen-addr=127.0.0.1:${port}`,
          '--telemetry=disable',
          '--debug-addr=-',
          '--log-level=error',
        ],
        'ferretdb',
      ] as const);

  let child: ChildProcess | null = null;
  const launch = async () => {
    child = spawn(command, [...args], { stdio: ['ignore', 'ignore', 'inherit'] });
    await waitForPort(port, child);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
      setTimeout(() => running.kill('SIGKILL'), 3_000).unref();
    });
  };
  try {
    await launch();
  } catch (error) {
    await stop();
    throw new EmbeddedDatabaseUnavailable(`${kind} (${command}) did not start: ${(error as Error).message}.`);
  }
  const onExit = () => (child as ChildProcess | null)?.kill('SIGKILL');
  process.once('exit', onExit);
  log(`Embedded database (${kind}) on 127.0.0.1:${port}, data in ${path.relative(process.cwd(), dir) || dir}`);
  return {
    uri: `mongodb://127.0.0.1:${port}/${dbName}`,
    kind,
    stop,
    restart: async () => {
      await stop();
      await launch();
    },
  };
}
