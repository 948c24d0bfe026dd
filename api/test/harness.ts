import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Connection, mongo } from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';
import './providedContext';
import { createApp } from '../src/app';
import { answerClientErrorsAsJson } from '../src/errors';
import type { StartOptions } from '../src/db/launcher';
import { openDatabase } from '../src/db/openDatabase';
import type { AppDeps } from '../src/deps';
import { EnvSchema, type Env } from '../src/env';
import { createLogger, type Logger } from '../src/logger';
import { ReadModel } from '../src/readModel/readModel';
import { siteSettingsFollower } from '../src/settings/siteSettingsFollower';
import { startEventFeed } from '../src/events/eventFeed';
import { reseed } from '../src/seeding/seed';

export interface TestApi {
  url: string;
  /** The test's own database (another app can be started on it). */
  databaseUri: string;
  deps: AppDeps;
  get(pathname: string, init?: RequestInit): Promise<Response>;
  send(method: string, pathname: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** Once `server` listens (on a port of 127.0.0.1), its base URL. */
export async function loopbackUrl(server: Server): Promise<string> {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A database of its own on the shared embedded server, so test files run in parallel. */
export function testDatabaseUri(): string {
  const base = inject('mongoUri');
  const url = new URL(base);
  url.pathname = `/t_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
  return url.toString();
}

/** How a test opens a database on the run's server: `openDatabase(testDatabase())` (on PostgreSQL, its indexes are added). */
export function testDatabase(uri = testDatabaseUri()): StartOptions {
  const postgresUrl = inject('postgresUrl');
  const onRunServer = new URL(uri).host === new URL(inject('mongoUri')).host;
  return { uri, dataDir: '', postgres: postgresUrl && onRunServer ? { url: postgresUrl } : undefined };
}

/**
 * The seed content's documents by collection, once per worker: loaded through the content pipeline (`reseed`, as
 * `pnpm seed` does) into a database of its own, read, and that database dropped. Each test database then gets
 * copies of them (about 100 documents in milliseconds, where the pipeline takes seconds per file).
 */
let seedDocuments: Promise<Map<string, mongo.Document[]>> | undefined;

async function readSeedDocuments(): Promise<Map<string, mongo.Document[]>> {
  const { conn, models } = await openDatabase(testDatabase());
  try {
    await reseed(models, mkdtempSync(path.join(os.tmpdir(), 'kb-media-')));
    const documents = new Map<string, mongo.Document[]>();
    for (const { name } of await conn.db!.listCollections().toArray()) documents.set(name, await conn.db!.collection(name).find().toArray());
    return documents;
  } finally {
    await conn.dropDatabase().catch(() => {});
    await conn.close();
  }
}

/** Fills a new, empty database with the seed content, as `reseed` would. */
async function copySeed(conn: Connection): Promise<void> {
  seedDocuments ??= readSeedDocuments().catch((error: unknown) => {
    seedDocuments = undefined;
    throw error;
  });
  const documents = await seedDocuments;
  await Promise.all([...documents].map(([name, docs]) => (docs.length ? conn.db!.collection(name).insertMany(docs) : undefined)));
}

export interface TestApiOptions {
  seed?: boolean;
  env?: Partial<Env>;
  uri?: string;
  logger?: Logger;
}

/** The real app over real HTTP against the real embedded database, seeded unless asked not to. */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  // TRUST_PROXY: tests simulate client addresses with X-Forwarded-For. The search limits are lifted
  // (tests search far faster than people); searchLimits.test.ts sets them.
  const env = {
    ...EnvSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true', SEARCH_RATE_LIMIT: '1000000', SEARCH_ANSWER_RATE_LIMIT: '1000000' }),
    ...options.env,
  };
  const databaseUri = options.uri ?? testDatabaseUri();
  // The database is external here (the run's shared server): there is no data folder to use.
  const { conn, models } = await openDatabase(testDatabase(databaseUri));
  // A database of the test's own is new: it gets a copy of the seed. One given may hold content: reseeded.
  if (options.seed !== false && !options.uri) await copySeed(conn);
  else if (options.seed !== false) await reseed(models, mkdtempSync(path.join(os.tmpdir(), 'kb-media-')));
  const readModel = new ReadModel();
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  // As in production: other instances' settings changes reach this one's read model (through the event log).
  const feed = startEventFeed(models, { logger });
  const from = await feed.lastPlace();
  await readModel.load(models);
  const deps: AppDeps = { env, logger, conn, models, readModel };
  feed.follow(await siteSettingsFollower(models, readModel, from));
  const server: Server = createApp(deps).listen(0, '127.0.0.1');
  answerClientErrorsAsJson(server);
  const url = await loopbackUrl(server);
  return {
    url,
    databaseUri,
    deps,
    get: (pathname, init) => fetch(`${url}${pathname}`, init),
    send: (method, pathname, body, headers = {}) =>
      fetch(`${url}${pathname}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: async () => {
      await feed.stop();
      await new Promise((resolve) => server.close(resolve));
      await conn.dropDatabase().catch(() => {});
      await conn.close();
    },
  };
}

/**
 * The test file's API: started before its tests and closed after them. The answer stands for it from then on,
 * so a file declares it once (`const api = testApiForFile()`) and its tests use it as they would the API itself.
 * `sameDatabaseAs`: another instance on that (earlier declared) API's database.
 */
export function testApiForFile({ sameDatabaseAs, ...options }: TestApiOptions & { sameDatabaseAs?: TestApi } = {}): TestApi {
  let started: TestApi | undefined;
  beforeAll(async () => {
    started = await startTestApi({ ...options, uri: sameDatabaseAs?.databaseUri ?? options.uri });
  });
  afterAll(() => started?.close());
  const api = () => {
    if (!started) throw new Error('the test API starts before the tests: use it in hooks and tests');
    return started;
  };
  return {
    get url() {
      return api().url;
    },
    get databaseUri() {
      return api().databaseUri;
    },
    get deps() {
      return api().deps;
    },
    get: (pathname, init) => api().get(pathname, init),
    send: (method, pathname, body, headers) => api().send(method, pathname, body, headers),
    close: () => api().close(),
  };
}
