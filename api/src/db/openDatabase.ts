import type { Connection } from 'mongoose';
import { createModels, type Models } from '../models';
import { connectDatabase } from './connect';
import { startDatabase, type RunningDatabase, type StartOptions } from './launcher';

export interface OpenDatabase {
  database: RunningDatabase;
  conn: Connection;
  models: Models;
  /** Closes the connection, then stops an embedded server. */
  close(): Promise<void>;
}

/**
 * The one way the server, the CLIs and the tests open the database: start it (or reach MONGODB_URI)
 * → connect → models → indexes. Whatever was opened is closed again when a later step fails.
 */
export async function openDatabase(options: StartOptions): Promise<OpenDatabase> {
  const database = await startDatabase(options);
  let conn: Connection | undefined;
  try {
    conn = await connectDatabase(database.uri);
    const models = createModels(conn);
    await Promise.all(Object.values(models).map((model) => model.createIndexes()));
    const opened = conn;
    return {
      database,
      conn,
      models,
      close: async () => {
        await opened.close();
        await database.stop();
      },
    };
  } catch (error) {
    await conn?.close().catch(() => {});
    await database.stop();
    throw error;
  }
}
