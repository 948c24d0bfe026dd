const HOW_TO_GO_ON =
  'Either use a MongoDB 6+ server (the embedded database is then not needed):\n' +
  '  MONGODB_URI=mongodb://user:password@host:27017/kb pnpm start\n' +
  'or let the project build FerretDB once, which needs Go 1.22+ (https://go.dev/dl) and access to the Go module proxy;\n' +
  'if Go is installed outside PATH, say where:\n' +
  '  GO_BIN=/usr/local/go/bin/go pnpm start';

/**
 * No database can be had: MONGODB_URI is unset and the embedded one cannot be found, built or started.
 * The message says what failed and how to go on; the stack is left out, since it points at our code
 * while the fix is in the environment.
 */
export class EmbeddedDatabaseUnavailable extends Error {
  /** `howToGoOn`: what to do instead; by default MONGODB_URI or building FerretDB with Go. */
  constructor(reason: string, howToGoOn = HOW_TO_GO_ON) {
    super(`The embedded database is not available: ${reason}\n${howToGoOn}`);
    this.name = 'EmbeddedDatabaseUnavailable';
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** The last line a failed command wrote to stderr (Go's errors end there), or its exit code. */
export function commandFailure(error: unknown): string {
  const { stderr, status } = error as { stderr?: string | Buffer; status?: number | null };
  const lines = String(stderr ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.at(-1) ?? (typeof status === 'number' ? `exit code ${status}` : (error as Error).message);
}

/** For the start-up scripts: prints an EmbeddedDatabaseUnavailable's message and exits 1; rethrows anything else. */
export function exitWhenDatabaseUnavailable(error: unknown): never {
  if (!(error instanceof Error) || error.name !== 'EmbeddedDatabaseUnavailable') throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
