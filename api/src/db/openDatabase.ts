import type { Connection } from 'mongoose';
import type { Env } from '../env';
import { createModels, type Models } from '../models';
import { reviewModels } from '../reviews/models';
import { translationModels } from '../translations/models';
import { connectDatabase } from './connect';
import { addGinIndexes } from './ginIndexes';
import { leaseModel } from './lease';
import { startDatabase, type RunningDatabase, type StartOptions } from './launcher';
import { dataPath } from './paths';

export interface OpenDatabase {
  database: RunningDatabase;
  conn: Connection;
  models: Models;
  /** Closes the connection, then stops an embedded server. */
  close(): Promise<void>;
}

/** The database the environment names: MONGODB_URI, else FerretDB on SQLite (DATA_DIR/db) or on PostgreSQL (DATA_DIR/pg, POSTGRES_URL). */
export function databaseOptions(env: Pick<Env, 'MONGODB_URI' | 'DATABASE' | 'POSTGRES_URL' | 'DATA_DIR'>): StartOptions {
  return env.DATABASE === 'postgres'
    ? { uri: env.MONGODB_URI, dataDir: dataPath(env, 'pg'), postgres: { url: env.POSTGRES_URL } }
    : { uri: env.MONGODB_URI, dataDir: dataPath(env, 'db') };
}

/**
 * The one way the server, the CLIs and the tests open the database: start it (or reach MONGODB_URI)
 * → connect → models → indexes (on PostgreSQL, also those FerretDB's filters can use: ginIndexes.ts). Whatever was opened is closed again when a later step fails.
 */
export async function openDatabase(options: StartOptions): Promise<OpenDatabase> {
  const database = await startDatabase(options);
  let conn: Connection | undefined;
  try {
    conn = await connectDatabase(database.uri);
    const models = createModels(conn);
    // The models other parts register too, so every collection and index exists before the first request
    // (and PostgreSQL's indexes below cover them all).
    translationModels(conn);
    reviewModels(conn);
    leaseModel(conn);
    await Promise.all(
      Object.values(conn.models).map(async (model) => {
        await model.init();
        await model.createIndexes();
      }),
    );
    if (database.postgresUrl) await addGinIndexes(conn, database.postgresUrl, options.log ?? (() => {}));
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
