import { LIMITS } from '@kb/contracts';
import { expect } from 'vitest';

/** Issue 26, finding 2: untrusted HTML nested this deep took seconds to parse on the event loop. */
export const nestedDivs = (depth: number) =>
  `<html><body>${'<div>'.repeat(depth)}<p>Deep text about lens calibration.</p>${'</div>'.repeat(depth)}</body></html>`;
/** The worst that is still parsed: just inside the depth limit (html, body and p count too). */
export const DEEPEST_ALLOWED = nestedDivs(LIMITS.htmlDepthMax - 4);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const INTERVAL_MS = 10;

/**
 * A reader request every 10 ms, each timed from when it was due (an open loop): a blocked event loop,
 * which also holds up the test's own timers, shows in every request it delayed. stop(from) ends them
 * (once at least 100 were due from `from` on) and gives the latencies of those due from then on, sorted.
 */
export function openLoopReaders(read: () => Promise<Response>): { stop(from: number): Promise<number[]> } {
  const timed: { due: number; ms: number }[] = [];
  const inFlight: Promise<void>[] = [];
  let from = Infinity;
  let stopAt = Infinity;
  const start = performance.now();
  const running = (async () => {
    for (let due = start; due <= stopAt || due - from < 100 * INTERVAL_MS; due += INTERVAL_MS) {
      await sleep(Math.max(0, due - performance.now()));
      inFlight.push(
        read().then(async (response) => {
          expect(response.status).toBe(200);
          await response.arrayBuffer();
          timed.push({ due, ms: performance.now() - due });
        }),
      );
    }
    await Promise.all(inFlight);
  })();
  return {
    async stop(measuredFrom) {
      from = measuredFrom;
      stopAt = performance.now();
      await running;
      return timed
        .filter((t) => t.due >= measuredFrom)
        .map((t) => t.ms)
        .sort((a, b) => a - b);
    },
  };
}

/** The p-th percentile of sorted latencies, and a one-line summary for the test's output. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

export const latencySummary = (sorted: readonly number[]) =>
  `${sorted.length} requests, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
