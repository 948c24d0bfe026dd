import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, cpSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { toolsDir } from './paths';
import { commandFailure, EmbeddedDatabaseUnavailable } from './unavailable';

const FERRETDB_VERSION = 'v1.24.2';
const ferretdbBinary = path.join(toolsDir, 'bin', 'ferretdb');

/**
 * The one change made to FerretDB's source before it is built (decision 0201). Its SQLite backend filters and
 * updates by `_id` with `_ferretdb_sjson->'$._id'`, while the unique index it creates on every collection is on
 * `_ferretdb_sjson->"_id"`: SQLite only uses an index on an expression spelled the same, so every find, update
 * and delete by `_id` read the whole table (77 ms for one article at 8,500). Spelled as the index, each is an index
 * search (0.05 ms). Both spellings name the same JSON field, so the answers are the same; databases built before
 * already have the index.
 */
const ID_FILTER_FIX = {
  file: path.join('internal', 'backends', 'sqlite', 'metadata', 'metadata.go'),
  from: `IDColumn = DefaultColumn + "->'$._id'"`,
  to: 'IDColumn = DefaultColumn + `->"_id"`',
};
/** Written beside the binary: a binary built without the change (or from another version) is built again. */
const BUILD_ID = `${FERRETDB_VERSION}+sqlite-id-index`;

/** GO_BIN when set (it must then exist), else the usual places and PATH. */
function findGo(goBin: string | undefined): string | null {
  if (goBin) {
    if (!existsSync(goBin)) throw new EmbeddedDatabaseUnavailable(`GO_BIN is set to ${goBin}, which does not exist, so FerretDB cannot be built.`);
    return goBin;
  }
  for (const candidate of ['/usr/local/go/bin/go', '/usr/bin/go']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v go'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

function chmodTreeWritable(dir: string): void {
  execFileSync('chmod', ['-R', 'u+w', dir]);
}

export interface FerretDbOptions {
  /** Where the binary is (and is built to, when missing); default .tools/bin/ferretdb. */
  binary?: string;
  /** Default: the GO_BIN environment variable. */
  goBin?: string;
}

/** `go mod download -json` prints its JSON (with an Error field) even when it fails. */
function downloadModule(go: string, env: NodeJS.ProcessEnv): { Dir?: string; Error?: string } {
  let output: string;
  try {
    output = execFileSync(go, ['mod', 'download', '-json', `github.com/FerretDB/FerretDB@${FERRETDB_VERSION}`], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? '');
    if (!output.trim().startsWith('{'))
      throw new EmbeddedDatabaseUnavailable(`downloading FerretDB ${FERRETDB_VERSION} with ${go} failed: ${commandFailure(error)}`);
  }
  return JSON.parse(output) as { Dir?: string; Error?: string };
}

/**
 * Builds FerretDB once into .tools/bin from the Go module proxy (about 2 minutes the first time).
 * `go install …@version` does not work here (see README), so the module is downloaded, copied,
 * given its version file and built. Throws EmbeddedDatabaseUnavailable when that cannot be done.
 */
export function ensureFerretDb(log: (message: string) => void, options: FerretDbOptions = {}): string {
  const binary = options.binary ?? ferretdbBinary;
  const buildIdFile = `${binary}.build`;
  // A binary the caller names is used as it is; ours is built again when it lacks the change.
  const current = options.binary !== undefined || (existsSync(buildIdFile) && readFileSync(buildIdFile, 'utf8').trim() === BUILD_ID);
  if (existsSync(binary) && current) return binary;
  const go = findGo(options.goBin ?? (process.env.GO_BIN || undefined));
  if (!go) throw new EmbeddedDatabaseUnavailable('FerretDB is not built yet, and Go (needed once to build it) was not found.');
  log(`Building the embedded database (FerretDB ${FERRETDB_VERSION}) into .tools/bin — once, about 2 minutes...`);
  const env = { ...process.env, GOFLAGS: '-mod=mod' };
  const info = downloadModule(go, env);
  if (!info.Dir) throw new EmbeddedDatabaseUnavailable(`downloading FerretDB ${FERRETDB_VERSION} failed: ${info.Error ?? 'no module directory'}`);
  const src = path.join(toolsDir, 'src', 'ferretdb');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(path.dirname(src), { recursive: true });
  cpSync(info.Dir, src, { recursive: true });
  chmodTreeWritable(src);
  writeFileSync(path.join(src, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
  const patched = path.join(src, ID_FILTER_FIX.file);
  const source = readFileSync(patched, 'utf8');
  if (!source.includes(ID_FILTER_FIX.from)) throw new EmbeddedDatabaseUnavailable(`FerretDB ${FERRETDB_VERSION}'s ${ID_FILTER_FIX.file} is not as expected`);
  writeFileSync(
    patched,
    source.replace(ID_FILTER_FIX.from, () => ID_FILTER_FIX.to),
  );
  mkdirSync(path.dirname(binary), { recursive: true });
  try {
    execFileSync(go, ['build', '-trimpath', '-o', binary, './cmd/ferretdb'], { cwd: src, env, stdio: 'inherit' });
  } catch (error) {
    throw new EmbeddedDatabaseUnavailable(`building FerretDB with ${go} failed (${commandFailure(error)}; Go's output is above).`);
  }
  chmodSync(binary, 0o755);
  writeFileSync(buildIdFile, `${BUILD_ID}\n`);
  log('FerretDB built.');
  return binary;
}
