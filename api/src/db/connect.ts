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
/** How often the wait for a ping's answer checks whether the event loop was held up meanwhile. */
const RESPONSIVE_TICK_MS = 50;

/**
 * Asks the database itself (a ping, at most 1 s by default): the driver's own state lags behind a failure.
 * The second counts only time in which this process could have read the answer: a stretch in which our
 * own work held the event loop counts as one tick, so a slow request of ours is never taken for a
 * database that does not answer.
 */
export async function databaseState(conn: Connection, timeoutMs = PING_TIMEOUT_MS): Promise<'connected' | 'disconnected' | 'connecting'> {
  if (conn.readyState !== 1 || !conn.db) return readyStateName(conn);
  let answered: boolean | undefined;
  const ping = conn.db.command({ ping: 1 }).then(
    () => (answered = true),
    () => (answered = false),
  );
  for (let waited = 0; answered === undefined && waited < timeoutMs;) {
    const started = performance.now();
    await Promise.race([ping, new Promise((resolve) => setTimeout(resolve, RESPONSIVE_TICK_MS))]);
    waited += Math.min(performance.now() - started, 2 * RESPONSIVE_TICK_MS);
  }
  return answered ? 'connected' : 'disconnected';
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
