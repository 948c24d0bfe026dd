import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { commandFailure, EmbeddedDatabaseUnavailable } from './unavailable';

/**
 * FerretDB on PostgreSQL (DATABASE=postgres): a private cluster under DATA_DIR/pg, or POSTGRES_URL.
 * Every connection plans each query for its values (`plan_cache_mode=force_custom_plan`): FerretDB sends the
 * field name as a parameter (`_jsonb -> $1 @> $2`), and only a plan made for the actual name can use the
 * index on that field (see ginIndexes.ts). pg's connection URLs pass unknown parameters on as settings.
 */
const PLAN_SETTING = 'plan_cache_mode=force_custom_plan';

export function withPlanSetting(url: string): string {
  return /[?&]plan_cache_mode=/.test(url) ? url : `${url}${url.includes('?') ? '&' : '?'}${PLAN_SETTING}`;
}

const INSTALL_HINT =
  'Install PostgreSQL (its server programs initdb and postgres), e.g. on Debian or Ubuntu:\n' +
  '  apt-get install postgresql\n' +
  'or use a PostgreSQL server you already have (the product then runs no initdb):\n' +
  '  DATABASE=postgres POSTGRES_URL=postgres://user:password@host:5432/kb pnpm start';

/** The folder with initdb and postgres: Debian's newest /usr/lib/postgresql/N/bin, else the one on PATH. */
function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'postgres')) && existsSync(path.join(bin, 'initdb'))) return bin;
  }
  try {
    const found = execFileSync('sh', ['-c', 'command -v postgres'], { encoding: 'utf8' }).trim();
    return found && existsSync(path.join(path.dirname(found), 'initdb')) ? path.dirname(found) : null;
  } catch {
    return null;
  }
}

/** PostgreSQL refuses to run as root: then the cluster belongs to, and runs as, the `postgres` system user. */
function clusterUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new EmbeddedDatabaseUnavailable(
      'DATABASE=postgres runs PostgreSQL (which refuses root) as the `postgres` system user, and there is none: run the site as another user, or create that user.',
      INSTALL_HINT,
    );
  }
}

/** The command as the cluster's user (setpriv execs it: its pid is the program's own). */
function asClusterUser(user: ReturnType<typeof clusterUser>, command: string, args: string[]): [string, string[]] {
  return user ? ['setpriv', [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--init-groups', command, ...args]] : [command, args];
}

export interface PostgresOptions {
  /** POSTGRES_URL: an existing server (no initdb, nothing started). */
  url?: string;
  /** The folder with initdb and postgres (default: findPostgresBin()). */
  bin?: string;
  /** More `name=value` settings for the private cluster (tests: auto_explain). */
  settings?: string[];
}

export interface RunningPostgres {
  /** What FerretDB is given: the socket folder as host, the planner setting as a parameter. */
  url: string;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const SUPERUSER = 'kb';

/** How to reach the private cluster under `dir` (DATA_DIR/pg): its superuser, through the socket in `run/` (another instance's POSTGRES_URL). */
export function privateClusterUrl(dir: string): string {
  return `postgres://${SUPERUSER}@/postgres?host=${encodeURIComponent(path.join(dir, 'run'))}`;
}

/**
 * The private cluster under `dir` (DATA_DIR/pg): `cluster/` made by initdb the first time, listening only on a
 * Unix socket in `run/` (0700: only the site's user, and root, may connect; no TCP port, trust within).
 * A cluster already running there (a `kb` command beside the site) is used as it is and left running.
 */
export async function startPostgres(dir: string, log: (message: string) => void, options: PostgresOptions = {}): Promise<RunningPostgres> {
  const bin = options.bin ?? findPostgresBin();
  if (!bin || !existsSync(path.join(bin, 'postgres')))
    throw new EmbeddedDatabaseUnavailable('DATABASE=postgres needs PostgreSQL, and its postgres program was not found.', INSTALL_HINT);
  const user = clusterUser();
  const cluster = path.join(dir, 'cluster');
  const run = path.join(dir, 'run');
  for (const folder of [dir, run]) mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (user) {
    for (const folder of [dir, run]) chownSync(folder, user.uid, user.gid);
    // DATA_DIR itself (0700, root's): the postgres group may pass through it, no one else.
    const parent = path.dirname(dir);
    const { mode, uid } = statSync(parent);
    if ((mode & 0o001) === 0 && uid === 0) {
      chownSync(parent, 0, user.gid);
      chmodSync(parent, (mode & 0o777) | 0o010);
    }
  }
  const url = withPlanSetting(privateClusterUrl(dir));
  if (await answers(url)) {
    log(`PostgreSQL already running in ${cluster}: used as it is`);
    return { url, stop: async () => {} };
  }
  if (!existsSync(path.join(cluster, 'PG_VERSION'))) {
    log(`Creating the PostgreSQL cluster in ${cluster} (initdb, once)`);
    const [command, args] = asClusterUser(user, path.join(bin, 'initdb'), [
      `--pgdata=${cluster}`,
      `--username=${SUPERUSER}`,
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-instructions',
    ]);
    try {
      execFileSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], cwd: os.tmpdir() });
    } catch (error) {
      throw new EmbeddedDatabaseUnavailable(
        `initdb (${bin}) could not create ${cluster}: ${commandFailure(error)}` +
          (user ? '\n(It runs as the `postgres` user, who must be able to reach that folder: every folder above it needs o+x.)' : ''),
        INSTALL_HINT,
      );
    }
  }
  const [command, args] = asClusterUser(user, path.join(bin, 'postgres'), [
    '-D',
    cluster,
    '-c',
    'listen_addresses=', // none: the socket only
    '-c',
    `unix_socket_directories=${run}`,
    '-c',
    'unix_socket_permissions=0700',
    '-c',
    'plan_cache_mode=force_custom_plan',
    ...(options.settings ?? []).flatMap((setting) => ['-c', setting]),
  ]);
  // Its messages go to DATA_DIR/pg/postgres.log.
  const logFile = path.join(dir, 'postgres.log');
  const logFd = openSync(logFile, 'a', 0o600);
  const child: ChildProcess = spawn(command, args, { stdio: ['ignore', logFd, logFd], cwd: os.tmpdir() });
  closeSync(logFd);
  const deadline = Date.now() + 30_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGQUIT');
      const lines = readFileSync(logFile, 'utf8')
        .split('\n')
        .slice(-20)
        .map((l) => l.trim())
        .filter(Boolean);
      const line = lines.find((l) => /FATAL|PANIC/.test(l)) ?? lines.at(-1) ?? `exit code ${child.exitCode}`;
      throw new EmbeddedDatabaseUnavailable(`PostgreSQL (${bin}/postgres) did not start in ${cluster}: ${line}`, INSTALL_HINT);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Its own process ends with ours: an immediate shutdown (the next start recovers from the log, as after a crash).
  const onExit = () => child.kill('SIGQUIT');
  process.once('exit', onExit);
  log(`PostgreSQL ${readFileSync(path.join(cluster, 'PG_VERSION'), 'utf8').trim()} on the socket folder ${run} (no TCP port)`);
  return {
    url,
    stop: async () => {
      process.off('exit', onExit);
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
        setTimeout(() => child.kill('SIGQUIT'), 10_000).unref();
      });
    },
  };
}
