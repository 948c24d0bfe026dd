import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync, cpSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { toolsDir } from './paths';

export const FERRETDB_VERSION = 'v1.24.2';
export const ferretdbBinary = path.join(toolsDir, 'bin', 'ferretdb');

function findGo(): string | null {
  for (const candidate of [process.env.GO_BIN, '/usr/local/go/bin/go', '/usr/bin/go']) {
    if (candidate && existsSync(candidate)) return candidate;
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

/**
 * Builds FerretDB once into .tools/bin from the Go module proxy (about 2 minutes the first time).
 * `go install …@version` does not work here (see README), so the module is downloaded, copied,
 * given its version file and built.
 */
export function ensureFerretDb(log: (message: string) => void): string {
  if (existsSync(ferretdbBinary)) return ferretdbBinary;
  const go = findGo();
  if (!go) {
    throw new Error(
      'No MongoDB is configured and the embedded FerretDB is not built yet, and Go (needed once to build it) was not found.\n' +
        'Either install Go 1.22+ (https://go.dev/dl) and run again, or point the site at a MongoDB 6+ server:\n' +
        '  MONGODB_URI=mongodb://user:password@host:27017/kb pnpm start',
    );
  }
  log(`Building the embedded database (FerretDB ${FERRETDB_VERSION}) into .tools/bin — once, about 2 minutes...`);
  const env = { ...process.env, GOFLAGS: '-mod=mod' };
  const info = JSON.parse(
    execFileSync(go, ['mod', 'download', '-json', `github.com/FerretDB/FerretDB@${FERRETDB_VERSION}`], { env, encoding: 'utf8' }),
  ) as { Dir?: string; Error?: string };
  if (!info.Dir) throw new Error(`Could not download FerretDB: ${info.Error ?? 'no module directory'}`);
  const src = path.join(toolsDir, 'src', 'ferretdb');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(path.dirname(src), { recursive: true });
  cpSync(info.Dir, src, { recursive: true });
  chmodTreeWritable(src);
  writeFileSync(path.join(src, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
  mkdirSync(path.dirname(ferretdbBinary), { recursive: true });
  execFileSync(go, ['build', '-trimpath', '-o', ferretdbBinary, './cmd/ferretdb'], { cwd: src, env, stdio: 'inherit' });
  chmodSync(ferretdbBinary, 0o755);
  log('FerretDB built.');
  return ferretdbBinary;
}
