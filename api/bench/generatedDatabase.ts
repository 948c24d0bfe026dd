import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Connection } from 'mongoose';
import { connectDatabase } from '../src/db/connect';
import { startDatabase } from '../src/db/launcher';
import { createModels, type Models } from '../src/models';
import { generateKnowledgeBase } from '../src/seeding/generateArticles';

/** A fresh embedded database with `articles` generated articles for `run`; stopped and removed after it. */
export async function withGeneratedDatabase(name: string, articles: number, run: (models: Models, conn: Connection) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `kb-bench-${name}-`));
  const database = await startDatabase({ dataDir, log: () => {} });
  const conn = await connectDatabase(database.uri);
  const models = createModels(conn);
  try {
    console.log(`Generating ${articles} articles…`);
    await generateKnowledgeBase(models, { articles, mediaDir: path.join(dataDir, 'media'), replace: true });
    await run(models, conn);
  } finally {
    await conn.close();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs a bench: exits 0 when it is done, else prints the error and exits 1. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
