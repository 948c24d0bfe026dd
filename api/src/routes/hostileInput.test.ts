import { createHash } from 'node:crypto';
import { ERROR_STATUS, ErrorBody, routes, type Route } from '@kb/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApiForFile } from '../../test/harness';
import { signIn } from '../../test/admin';
import { hostileBody, hostileString } from '../../test/hostileInput';

/** Collections whose contents a rejected request must leave exactly as they were, and the events that change content. */
const GUARDED = ['categories', 'articles', 'revisions', 'reference_urls', 'content_concepts', 'saved_concepts'];
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** Node's default limit on a request's headers, URL included. */
const HEADER_LIMIT = 16 * 1024;
const RESET = new Set(['ECONNRESET', 'EPIPE']);

const api = testApiForFile();
let token: string;

async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of GUARDED) {
    const docs = await api.deps.conn.collection(name).find({}).sort({ _id: 1 }).toArray();
    hash.update(name).update(JSON.stringify(docs));
  }
  const changes = await api.deps.conn
    .collection('audit_log')
    .find({ changed: { $exists: true } })
    .sort({ _id: 1 })
    .toArray();
  return hash.update('changes').update(JSON.stringify(changes)).digest('hex');
}

/** Percent-encodes every UTF-8 byte (lone surrogates become U+FFFD, as a browser would send them). */
function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** Path parameters: encoded hostile strings, or raw malformed escapes (%ZZ, an encoded surrogate). */
function fillPath(route: Route, value: string): string {
  const raw = value.length % 7 === 0 ? ['%ZZ', '%ED%A0%80', '%'][value.length % 3]! : percentEncode(value);
  return route.path.replace(/:(\w+)/g, () => raw);
}

beforeAll(async () => {
  token = (await signIn(api, 'Fuzz Admin', '198.51.100.7')).sessionToken;
});

// The calls that end the fuzzing session (its later cases would all be 401s) are left out, and the one that
// renews it: it takes no input, so any request with the session is a valid one (renewSession.test.ts). So do
// the calls that start a sign-in ceremony (passkeys.test.ts, sso.test.ts), and "mark all read", whose empty body is
// a valid request (notifications.test.ts).
const NO_INPUT = ['renewSession', 'passkeySignInOptions', 'ssoStart', 'markNotificationsRead'];
const routeList = Object.entries(routes).filter(([name]) => !['logout', 'signOutEverywhere', ...NO_INPUT].includes(name)) as [string, Route][];

describe('every API route against hostile input (fast-check)', () => {
  it(`answers ${RUNS} random and hostile requests with clear 4xx JSON (or a read), never 5xx, never a hang, never a data change`, async () => {
    const before = await fingerprint();
    let cases = 0;
    const perRoute = new Map<string, number>();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routeList),
        hostileString,
        fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
        hostileBody,
        fc.boolean(),
        async ([name, route], paramValue, query, body, withToken) => {
          cases += 1;
          perRoute.set(name, (perRoute.get(name) ?? 0) + 1);
          const search = Object.entries(query as Record<string, string>)
            .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
            .join('&');
          const url = `${api.url}${fillPath(route, paramValue)}${search ? `?${search}` : ''}`;
          const response = await fetch(url, {
            method: route.method,
            headers: { 'Content-Type': 'application/json', ...(withToken ? { Authorization: `Bearer ${token}` } : {}) },
            body: route.method === 'GET' ? undefined : body,
            signal: AbortSignal.timeout(10_000),
          }).catch((error: Error & { cause?: { code?: string } }) => {
            // A URL beyond Node's header limit is answered 431 (JSON, errors.test.ts) and the connection
            // closed at once; a client still sending its body then sees the reset instead of the answer.
            if (url.length > HEADER_LIMIT && RESET.has(error.cause?.code ?? '')) return null;
            throw error;
          });
          if (response === null) {
            statuses.set(431, (statuses.get(431) ?? 0) + 1);
            return;
          }
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expect(response.status, `${route.method} ${name}`).toBeLessThan(500);
          const text = await response.text();
          if (response.status >= 400) {
            const parsed = JSON.parse(text) as { error?: unknown };
            expect(typeof parsed.error).toBe('string');
            expect((parsed.error as string).length).toBeGreaterThan(0);
            // The stable code on the wire agrees with the status.
            const { code } = ErrorBody.parse(parsed);
            expect(ERROR_STATUS[code], `${route.method} ${name}: ${text}`).toBe(response.status);
            expect(text).not.toMatch(/\bat .*\.(ts|js):\d+/);
          } else {
            expect(route.method, `${name} accepted a hostile request`).toBe('GET');
          }
        },
      ),
      { numRuns: RUNS },
    );
    expect(await fingerprint()).toBe(before);
    console.log(
      `hostile-input cases run: ${cases}; per route: ${JSON.stringify(Object.fromEntries([...perRoute].sort()))}; statuses: ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  }, 300_000);

  it('refuses a JSON body with a __proto__ key with a 400 that says so', async () => {
    const response = await api.send('POST', '/api/admin/reference-urls', '{"url":"https://example.com/p","__proto__":{"polluted":true}}', {
      Authorization: `Bearer ${token}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'JSON body must not contain "__proto__" or "constructor.prototype" keys', code: 'badRequest' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers an oversized body with 413', async () => {
    const response = await api.send('POST', '/api/admin/save-revision', JSON.stringify({ content: 'x'.repeat(3 * 1024 * 1024) }), {
      Authorization: `Bearer ${token}`,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body too large', code: 'payloadTooLarge' });
  });
});
