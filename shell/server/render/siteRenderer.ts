import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InitialDataEntry } from '@kb/api-client';
import { EDITIONS_MODULE, LANGUAGE_MODULES, ROUTES } from '../../src/routeTable';
import type { RenderedApp, ServerRemoteBuild } from '../../src/ssr';
import { distDirs } from '../paths';

/** The shell's server build (shell/src/ssr), made by `pnpm build` beside its browser build. */
type ShellServerBuild = typeof import('../../src/ssr');
const SHELL_SERVER_BUILD = path.join(distDirs.shell, 'server', 'ssr.cjs');

const REMOTE = 'public_kb';
/** How often the server build is looked at for a new deploy. */
const CHECK_EVERY_MS = 5_000;

/** Every module of the public remote that a route renders, and every language's interface texts. */
const MODULES = [
  ...new Set(
    [...ROUTES.flatMap((route) => [route.layout, route.module]), ...LANGUAGE_MODULES, EDITIONS_MODULE].filter(
      (id): id is string => id?.startsWith(`${REMOTE}/`) === true,
    ),
  ),
];

export interface RenderedPage extends RenderedApp {
  /** The server build it was rendered with. */
  build: string;
}

interface Loaded {
  fingerprint: string;
  build: ServerRemoteBuild | null;
}

/**
 * Renders public pages on the server with the public remote's server build (`<remote>/server/remoteEntry.js`
 * beside the browser build the site serves), so the HTML is what the browser's first render makes and it
 * hydrates it. The entry is looked at every few seconds: a newly deployed remote is rendered with from then
 * on (and `build` changes, so pages prepared with the old one are made again). A build runs only when its
 * SHA-384 is the one the deployment gives (`pin`). When the build cannot be loaded or is not the one pinned,
 * pages keep the build loaded before, else come without server HTML (the browser renders them), and why is
 * logged once.
 */
export class SiteRenderer {
  private loaded: Promise<Loaded> | null = null;
  private current: Loaded | null = null;
  private shell: ShellServerBuild | null = null;
  private checking: Promise<void> | null = null;
  private lastCheck = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly entry: string,
    /** The SHA-384 the build must have to be run (`sha384-<base64>`), null when the deployment gives none: read at each look. */
    private readonly pin: () => Promise<string | null>,
    private readonly log: (message: string, error: unknown) => void = (message, error) => console.warn(message, error instanceof Error ? error.message : error),
  ) {
    this.timer = setInterval(() => void this.check(), CHECK_EVERY_MS).unref();
    // Loaded at start, not by the first reader.
    void this.check();
  }

  /** The id of the server build pages are rendered with now ('' before it loaded or when there is none). */
  get build(): string {
    return this.current?.build?.id ?? '';
  }

  /** Resolves once the server build has been looked for the first time (`build` is then current). */
  async ready(): Promise<void> {
    if (!this.loaded) await this.check();
    await this.loaded;
  }

  /**
   * Renders the app at `location` with `data`; null when no server build can be had, or when rendering threw
   * (content no screen expected): the page is then served for the browser to render, whose error boundary
   * says what could not be shown, and never answers 500.
   */
  async render(location: string, data: readonly InitialDataEntry[]): Promise<RenderedPage | null> {
    await this.ready();
    const { build } = await this.loaded!;
    if (!build) return null;
    try {
      return { ...this.shell!.renderApp(location, data, build.modules), build: build.id };
    } catch (error) {
      this.log(`${location} is served without server rendering: rendering it threw.`, error);
      return null;
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Loads the build when the entry changed since the last look (at most one look at a time). */
  private check(): Promise<void> {
    if (this.checking || Date.now() - this.lastCheck < CHECK_EVERY_MS / 2) return this.checking ?? Promise.resolve();
    this.lastCheck = Date.now();
    this.checking = (async () => {
      const pin = await this.pin();
      const fingerprint = `${await this.fingerprint().catch(() => 'unreadable')}:${pin}`;
      if (this.current?.fingerprint === fingerprint) return;
      const next = this.loadBuild(pin).then(
        (build): Loaded => ({ fingerprint, build }),
        (error: unknown): Loaded => {
          const kept = this.current?.build;
          this.log(
            `${kept ? `Pages keep the server build ${kept.id}` : 'Pages are served without server rendering'}: the server build at ${this.entry} could not be loaded.`,
            error,
          );
          return { fingerprint, build: kept ?? null };
        },
      );
      this.loaded ??= next;
      this.current = await next;
      this.loaded = next;
    })().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async loadBuild(pin: string | null): Promise<ServerRemoteBuild> {
    if (!pin)
      throw new Error(
        "no SHA-384 is given for it (REMOTE_PUBLIC_KB_SERVER_SHA384, or remoteEntry.js.sha384 beside the site server's public-kb build): not run",
      );
    this.shell ??= createRequire(import.meta.url)(SHELL_SERVER_BUILD) as ShellServerBuild;
    return this.shell.loadServerRemote(REMOTE, this.entry, MODULES, pin);
  }

  /** What changes when the entry is deployed again: its size and time on disk, or its HTTP validators. */
  private async fingerprint(): Promise<string> {
    if (this.entry.startsWith('file:')) {
      const { size, mtimeMs } = await stat(fileURLToPath(this.entry));
      return `${size}:${mtimeMs}`;
    }
    const response = await fetch(this.entry, { method: 'HEAD', cache: 'no-store' });
    return [response.status, response.headers.get('etag'), response.headers.get('last-modified'), response.headers.get('content-length')].join(':');
  }
}
