import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Connection errors, timeouts and non-2xx (autocannon) or non-2xx/3xx (wrk) answers. */
  errors: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Paths requested in turn by every connection (wrk: by every thread). */
  paths: readonly string[];
}

/** What browsers send: compressed bodies are what the API and nginx are compared on. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

const WRK = process.env.WRK_PATH ?? 'wrk';
/**
 * wrk (native, one thread) when installed, so that the generator takes less of the machine's two
 * cores than autocannon (Node); `BENCH_GENERATOR=autocannon` forces the fallback.
 */
export const loadGenerator: 'wrk' | 'autocannon' = process.env.BENCH_GENERATOR !== 'autocannon' && !spawnSync(WRK, ['--version']).error ? 'wrk' : 'autocannon';

/** One run against `baseUrl` (a 1 s warm-up first, not counted). */
export async function runLoad(baseUrl: string, options: LoadOptions): Promise<LoadFigures> {
  if (loadGenerator === 'wrk') {
    await runWrk(baseUrl, { ...options, seconds: 1 });
    return runWrk(baseUrl, options);
  }
  const requests = options.paths.map((path) => ({ method: 'GET' as const, path }));
  await autocannon({ url: baseUrl, connections: options.connections, duration: 1, requests, headers: HEADERS, timeout: 10 });
  const result = await autocannon({ url: baseUrl, connections: options.connections, duration: options.seconds, requests, headers: HEADERS, timeout: 10 });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * The Lua script cycles through the paths with the browser headers, and its `done` prints the
 * figures as one JSON line (latencies in µs), which is parsed instead of wrk's rounded text.
 */
const wrkScript = (paths: readonly string[]) => `
local paths = ${JSON.stringify(paths).replace(/^\[/, '{').replace(/\]$/, '}')}
${Object.entries(HEADERS)
  .map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
  .join('\n')}
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
done = function(s, latency)
  local e = s.errors
  io.write(string.format('WRK_JSON {"requests":%d,"duration":%d,"p50":%d,"p99":%d,"max":%d,"errors":%d}\\n',
    s.requests, s.duration, latency:percentile(50), latency:percentile(99), latency.max,
    e.connect + e.read + e.write + e.timeout + e.status))
end
`;

interface WrkSummary {
  requests: number;
  /** µs */
  duration: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

async function runWrk(baseUrl: string, options: LoadOptions): Promise<LoadFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kb-wrk-'));
  try {
    const script = path.join(dir, 'paths.lua');
    writeFileSync(script, wrkScript(options.paths));
    const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '10s', '--latency', '-s', script, baseUrl];
    const { stdout } = await promisify(execFile)(WRK, args, { timeout: (options.seconds + 30) * 1000 });
    const line = stdout.split('\n').find((l) => l.startsWith('WRK_JSON '));
    if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
    const s = JSON.parse(line.slice('WRK_JSON '.length)) as WrkSummary;
    return { requestsPerSecond: s.requests / (s.duration / 1e6), p50: s.p50 / 1000, p99: s.p99 / 1000, max: s.max / 1000, errors: s.errors };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
