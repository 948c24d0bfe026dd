import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Article, Revision } from '@kb/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../../test/admin';
import { publishedArticles } from '../../test/articles';
import type { TestApi } from '../../test/harness';
import { startProductionInstance, type ProductionInstance } from '../../test/productionInstance';
import { startDatabase } from './launcher';

/** A folder the cluster's user (`postgres`, when the tests run as root) may pass through. */
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o711);
  return dir;
}

/** What signIn and asAdmin need of an instance: requests to its URL. */
const client = (url: string) =>
  ({
    send: (method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}${pathname}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    get: (pathname: string, init?: RequestInit) => fetch(`${url}${pathname}`, init),
  }) as TestApi;

describe('DATABASE=postgres', () => {
  const folders: string[] = [];
  let a: ProductionInstance;
  let b: ProductionInstance;
  beforeAll(async () => {
    folders.push(tempDir('kb-pg-a-'), tempDir('kb-pg-b-'));
    // A creates its own cluster in DATA_DIR/pg and seeds it; B uses that cluster as POSTGRES_URL, with a FerretDB of its own.
    a = await startProductionInstance(undefined, folders[0]!, { DATABASE: 'postgres', SEED_ON_EMPTY: 'true' });
    await a.api.ready;
    b = await startProductionInstance(undefined, folders[1]!, { DATABASE: 'postgres', POSTGRES_URL: a.api.database.postgresUrl! });
    await b.api.ready;
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('the private cluster listens on a Unix socket only, in a folder only its owner may open', async () => {
    const run = path.join(folders[0]!, 'pg', 'run');
    expect(statSync(run).mode & 0o777).toBe(0o700);
    expect(a.api.database.postgresUrl).toContain(`host=${encodeURIComponent(run)}`);
    const sql = new pg.Client({ connectionString: a.api.database.postgresUrl! });
    await sql.connect();
    try {
      expect((await sql.query('SHOW listen_addresses')).rows[0].listen_addresses).toBe('');
      expect((await sql.query('SHOW plan_cache_mode')).rows[0].plan_cache_mode).toBe('force_custom_plan');
    } finally {
      await sql.end();
    }
    expect(a.messages()).toContain(`PostgreSQL 15 on the socket folder ${run} (no TCP port)`);
  });

  it('two site instances on one PostgreSQL: an article published on one is shown by the other within 5 seconds', async () => {
    const admin = asAdmin(client(a.url), (await signIn(client(a.url))).sessionToken);
    const first = publishedArticles(a.api.deps.readModel)[0]!;
    const revision = Revision.parse(
      await (
        await admin.send('POST', '/api/admin/save-revision', { articleId: first._id, content: '<h2>Pgwave</h2><p>The pgwave procedure, published on A.</p>' })
      ).json(),
    );
    expect((await admin.send('POST', `/api/admin/publish-revision/${revision.id}`)).status).toBe(200);
    const started = Date.now();
    const contentOn = async (instance: ProductionInstance) => Article.parse(await (await instance.get(`/api/articles/${first.slug}`)).json()).content;
    expect(await contentOn(a)).toContain('pgwave');
    while (!(await contentOn(b)).includes('pgwave')) {
      expect(Date.now() - started).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});

it('without PostgreSQL installed, the start stops with a message naming apt-get install postgresql', async () => {
  const dir = tempDir('kb-pg-none-');
  try {
    const error = await startDatabase({ dataDir: path.join(dir, 'pg'), postgres: { bin: path.join(dir, 'no-postgres') }, log: () => {} }).then(
      () => new Error('it started'),
      (failure: Error) => failure,
    );
    expect(error.message.split('\n')[0]).toBe(
      'The embedded database is not available: DATABASE=postgres needs PostgreSQL, and its postgres program was not found.',
    );
    expect(error.message).toContain('  apt-get install postgresql\n');
    expect(error.message).toContain('DATABASE=postgres POSTGRES_URL=postgres://user:password@host:5432/kb pnpm start');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
