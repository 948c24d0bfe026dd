import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningSite {
  url: string;
  pid: number;
  /** Resolves once health says search is ready (the content is loaded and indexed); fails after 10 minutes. */
  searchReady(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the production site (as `pnpm start` does) on 127.0.0.1 with a fresh database; stops it after. */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'kb-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'shell/server/main.ts'], {
    cwd: repoRoot,
    // The load comes from one address: the per-client search limits would answer most of it 429.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
      SEARCH_RATE_LIMIT: '100000000',
      SEARCH_ANSWER_RATE_LIMIT: '100000000',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`the site exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // starting
    }
    if (i > 3000) throw new Error('the site did not start within 5 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid!,
    searchReady: async () => {
      for (let i = 0; i < 6000; i += 1) {
        const health = (await fetch(`${url}/api/health`)
          .then((response) => response.json())
          .catch(() => null)) as { searchReady?: boolean } | null;
        if (health?.searchReady) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('search was not ready within 10 minutes');
    },
    stop: async () => {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What `pnpm kb generate` makes for a bench: N articles, in V versions and L languages (1 and 1: neither). */
export interface GeneratedSize {
  articles: number;
  versions?: number;
  languages?: number;
}

/** `.data/bench-N`, or `.data/bench-N-vV-lL` with versions or languages; `-pg` after either with DATABASE=postgres. */
export function benchDataDir({ articles, versions = 1, languages = 1 }: GeneratedSize): string {
  const engine = process.env.DATABASE === 'postgres' ? '-pg' : '';
  return path.join(repoRoot, '.data', `${versions === 1 && languages === 1 ? `bench-${articles}` : `bench-${articles}-v${versions}-l${languages}`}${engine}`);
}

/** A database with N generated articles (in V versions and L languages), made once with `pnpm kb generate` and reused. */
export function generatedDataDir(size: GeneratedSize): string {
  const { articles, versions = 1, languages = 1 } = size;
  const dir = benchDataDir(size);
  const marker = path.join(dir, 'generated.json');
  if (existsSync(marker) && JSON.parse(readFileSync(marker, 'utf8')).articles === articles) return dir;
  console.log(`generating ${articles} articles in ${versions} versions and ${languages} languages into ${dir} (once)…`);
  const editions = ['--versions', String(versions), '--languages', String(languages)];
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/cli/kb.ts', 'generate', '--articles', String(articles), ...editions, '--replace'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('pnpm kb generate failed');
  writeFileSync(marker, JSON.stringify({ articles }));
  return dir;
}

/** The first article a sitemap lists, following an index (above 50,000 URLs) to its first file. */
async function firstArticleOf(site: RunningSite, sitemapUrl: string): Promise<string> {
  const xml = await (await fetch(sitemapUrl)).text();
  const part = /<sitemap><loc>([^<]+)<\/loc>/.exec(xml)?.[1];
  if (part) return firstArticleOf(site, `${site.url}${new URL(part).pathname}`);
  return new URL(/<loc>([^<]*\/article\/[^<]+)<\/loc>/.exec(xml)![1]!).pathname;
}

/**
 * The pages the front-end benches measure, by name: home, an article (the seed's, or on a generated
 * knowledge base the first of its sitemap) and a search with its summary.
 */
export async function benchPages(site: RunningSite, generated: boolean, names: readonly string[]): Promise<(readonly [string, string])[]> {
  const article = generated ? await firstArticleOf(site, `${site.url}/sitemap.xml`) : '/article/genlock-and-timecode-setup';
  const pages = [
    ['home', '/'],
    ['article', article],
    ['search', '/search?q=lens%20calibration&aiSummary=true'],
  ] as const;
  return pages.filter(([name]) => names.includes(name));
}

/** An admin session as the sign-in answers it. */
export interface AdminSignIn {
  sessionToken: string;
  adminName: string;
  expiresAt: string;
}

/** Pages of `context` open signed in as `session` (the console keeps its session in localStorage). */
export async function storeAdminSession(context: BrowserContext, session: AdminSignIn): Promise<void> {
  await context.addInitScript(
    ([token, name, expires]) => {
      localStorage.setItem('admin_token', token);
      localStorage.setItem('admin_name', name);
      localStorage.setItem('admin_expires_at', expires);
    },
    [session.sessionToken, session.adminName, session.expiresAt] as const,
  );
}
