import { readFileSync } from 'node:fs';

/** Resident set size of a process in MiB (from /proc/<pid>/status), or null once it is gone. */
export function rssMiB(pid: number): number | null {
  try {
    const kib = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

/** The direct children of a process, with their command names (e.g. the embedded database). */
export function childProcesses(pid: number): { pid: number; name: string }[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((child) => ({ pid: Number(child), name: readFileSync(`/proc/${child}/comm`, 'utf8').trim() }));
  } catch {
    return [];
  }
}

/** One RSS sample per second of a process, with the second it was taken at. */
export class RssSampler {
  readonly samples: { second: number; mib: number }[] = [];
  private readonly timer: NodeJS.Timeout;
  private readonly started = Date.now();

  constructor(private readonly pid: number) {
    this.timer = setInterval(() => this.sample(), 1000);
    this.sample();
  }

  private sample(): void {
    const mib = rssMiB(this.pid);
    if (mib !== null) this.samples.push({ second: (Date.now() - this.started) / 1000, mib });
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /**
   * Growth after warm-up: the median of the 10 s right after `warmupSeconds` against the median of
   * the last 10 s (medians, so one garbage-collection peak does not decide it).
   */
  growth(warmupSeconds: number): { baseline: number; final: number; peak: number; growth: number } {
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    };
    const after = this.samples.filter((s) => s.second >= warmupSeconds);
    const baseline = median(after.filter((s) => s.second < warmupSeconds + 10).map((s) => s.mib));
    const final = median(this.samples.slice(-10).map((s) => s.mib));
    const peak = Math.max(...after.map((s) => s.mib));
    return { baseline, final, peak, growth: final / baseline - 1 };
  }
}

/**
 * A connection to a Node process's inspector (started with --inspect=127.0.0.1:<port>), to force a
 * full garbage collection before a memory reading: RSS between collections is a sawtooth whose
 * period (about 100 s under the soak's load) is close to the run's length, so only readings after
 * a collection compare fairly. Needs the global WebSocket (`node --experimental-websocket` on Node 20).
 */
export class InspectorSession {
  private nextId = 1;
  private readonly pending = new Map<number, (result: unknown) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
      if (message.id !== undefined) this.pending.get(message.id)?.(message.result);
    });
  }

  static async connect(port: number): Promise<InspectorSession> {
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
    const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    return new InspectorSession(socket);
  }

  private send(method: string, params: object = {}): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  /** Runs a full collection, then answers the JS heap in use (MiB). */
  async collectGarbage(): Promise<number> {
    await this.send('HeapProfiler.collectGarbage');
    const answer = (await this.send('Runtime.evaluate', { expression: 'process.memoryUsage().heapUsed', returnByValue: true })) as {
      result: { value: number };
    };
    return answer.result.value / 1024 / 1024;
  }

  close(): void {
    this.socket.close();
  }
}
