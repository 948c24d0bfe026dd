import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { HtmlRefused } from '../errors';
import type { HtmlTaskName, HtmlTasks } from './htmlTasks';

export interface HtmlPoolOptions {
  /** Worker threads at most. */
  size: number;
  /**
   * A task still running this long after it was handed to a worker (a new worker's start-up included)
   * is stopped, its worker terminated, and refused as htmlTooSlow.
   */
  timeLimitMs: number;
}

/** One worker on a 2-core machine: the other core stays with the event loop and the database. */
const HTML_POOL_OPTIONS: HtmlPoolOptions = { size: Math.min(4, Math.max(1, os.availableParallelism() - 1)), timeLimitMs: 10_000 };

/**
 * The worker: dist/htmlWorker.mjs next to the bundled dist/main.mjs (api/build.mjs builds both), or,
 * run from source (tsx, vitest), htmlWorker.ts next to this file, loaded through tsx's loader.
 */
function spawnWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./htmlWorker.mjs', import.meta.url));
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const source = new URL('./htmlWorker.ts', import.meta.url).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`, { eval: true });
}

interface Job {
  name: HtmlTaskName;
  args: unknown[];
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface WorkerAnswer {
  result?: unknown;
  error?: { message: string; refused?: Pick<HtmlRefused, 'code' | 'details'> };
}

/**
 * Parses and sanitises untrusted HTML on worker threads, so a hostile page never blocks the event
 * loop: tasks queue for a free worker; one that runs past the time limit has its worker terminated
 * and is answered HtmlRefused('htmlTooSlow'). Idle workers do not keep the process alive.
 */
export class HtmlPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private running = 0;

  constructor(private readonly options: HtmlPoolOptions = HTML_POOL_OPTIONS) {}

  run<N extends HtmlTaskName>(name: N, ...args: Parameters<HtmlTasks[N]>): Promise<ReturnType<HtmlTasks[N]>> {
    return new Promise((resolve, reject) => {
      this.queue.push({ name, args, resolve: resolve as Job['resolve'], reject });
      this.drain();
    });
  }

  /**
   * Starts one worker ahead of the first task, when none is there: loading one takes up to a second, which the first
   * save after a start would otherwise wait for.
   */
  warm(): void {
    if (this.idle.length > 0 || this.running > 0) return;
    const worker = spawnWorker();
    worker.unref();
    this.idle.push(worker);
  }

  /** Stops every idle worker (running tasks finish first). */
  async close(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((worker) => worker.terminate()));
  }

  private drain(): void {
    while (this.queue.length > 0 && this.running < this.options.size) {
      const worker = this.idle.pop() ?? spawnWorker();
      this.start(worker, this.queue.shift()!);
    }
  }

  private start(worker: Worker, job: Job): void {
    this.running += 1;
    worker.ref();
    const settle = (keepWorker: boolean, outcome: () => void) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
      this.running -= 1;
      if (keepWorker) {
        worker.unref();
        this.idle.push(worker);
      } else void worker.terminate();
      outcome();
      this.drain();
    };
    const onMessage = ({ result, error }: WorkerAnswer) =>
      settle(true, () => {
        if (!error) job.resolve(result);
        else if (error.refused) job.reject(new HtmlRefused(error.refused.code, error.message, error.refused.details));
        else job.reject(new Error(error.message));
      });
    const onFailure = (error: unknown) =>
      settle(false, () => job.reject(error instanceof Error ? error : new Error(`The HTML worker stopped (exit code ${String(error)})`)));
    const timer = setTimeout(
      () =>
        settle(false, () =>
          job.reject(
            new HtmlRefused('htmlTooSlow', `Processing the HTML took longer than ${this.options.timeLimitMs} ms and was stopped`, {
              timeLimitMs: this.options.timeLimitMs,
            }),
          ),
        ),
      this.options.timeLimitMs,
    );
    worker.on('message', onMessage).once('error', onFailure).once('exit', onFailure);
    worker.postMessage({ name: job.name, args: job.args });
  }
}

/** The process's pool: every request path that parses untrusted HTML goes through it. */
export const htmlPool = new HtmlPool();
