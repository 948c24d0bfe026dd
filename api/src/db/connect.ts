import mongoose, { type Connection } from 'mongoose';

mongoose.set('strictQuery', true);
mongoose.set('sanitizeFilter', true);

/**
 * Opens a connection that fails fast when the database is away (no 10 s buffering, 1.5 s server
 * selection) and reconnects by itself when it comes back.
 */
export async function connectDatabase(uri: string): Promise<Connection> {
  const conn = mongoose.createConnection(uri, {
    bufferCommands: false,
    serverSelectionTimeoutMS: 1_500,
    heartbeatFrequencyMS: 1_000,
    connectTimeoutMS: 2_000,
    socketTimeoutMS: 20_000,
    maxPoolSize: 20,
  });
  await conn.asPromise();
  return conn;
}

const PING_TIMEOUT_MS = 1_000;

/** Asks the database itself (a ping, at most 1 s by default): the driver's own state lags behind a failure. */
export async function databaseState(conn: Connection, timeoutMs = PING_TIMEOUT_MS): Promise<'connected' | 'disconnected' | 'connecting'> {
  if (conn.readyState !== 1 || !conn.db) return readyStateName(conn);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ok = await Promise.race([conn.db.command({ ping: 1 }).then(() => true, () => false), timeout]);
  clearTimeout(timer);
  return ok ? 'connected' : 'disconnected';
}

function readyStateName(conn: Connection): 'connected' | 'disconnected' | 'connecting' {
  switch (conn.readyState) {
    case 1:
      return 'connected';
    case 2:
      return 'connecting';
    default:
      return 'disconnected';
  }
}
