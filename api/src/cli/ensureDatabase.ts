import { ensureFerretDb } from '../db/ferretdbBuild';
import { execFileSync } from 'node:child_process';

/** Builds the embedded FerretDB into .tools/bin unless a MONGODB_URI or a mongod makes it unnecessary. */
function hasMongod(): boolean {
  try {
    execFileSync('sh', ['-c', 'command -v mongod'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (process.env.MONGODB_URI || hasMongod()) {
  console.log('Using MONGODB_URI or mongod; the embedded FerretDB is not needed.');
} else {
  console.log(`Embedded database: ${ensureFerretDb((m) => console.log(m))}`);
}
