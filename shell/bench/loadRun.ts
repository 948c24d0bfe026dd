import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Paths requested in turn by every connection. */
  paths: readonly string[];
}

/** What browsers send: compressed bodies are what the API and nginx are compared on. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

/** One autocannon run against `baseUrl` (a short warm-up first, not counted). */
export async function runLoad(baseUrl: string, options: LoadOptions): Promise<LoadFigures> {
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
