import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedName, type AddressPolicy, type Resolver } from './addressPolicy';
import { fetchPage, FETCH_LIMITS } from './safeFetch';
import { failure, html, redirect, startTestServer, type TestServer } from '../../test/testServer';

/**
 * SSRF targets reached by redirect or by a DNS name. Names resolve through an injected resolver
 * (no real network): a fixed table, and every name it is asked for is recorded.
 */
let server: TestServer;
const fast = { ...FETCH_LIMITS, timeoutMs: 1_000, maxBytes: 100_000 };
const asked: string[] = [];
const TABLE: Record<string, LookupAddress[]> = {
  'intranet.example.com': [{ address: '10.1.2.3', family: 4 }],
  'localtest.me': [{ address: '127.0.0.1', family: 4 }],
  'v6-loopback.example.com': [{ address: '::1', family: 6 }],
  'mapped.example.com': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'metadata.example.com': [{ address: '169.254.169.254', family: 4 }],
  'mixed.example.com': [
    { address: '93.184.216.34', family: 4 },
    { address: '192.168.1.1', family: 4 },
  ],
  'public.example.com': [{ address: '127.0.0.1', family: 4 }],
};
const resolve: Resolver = (hostname, _options, callback) => {
  asked.push(hostname);
  const entry = TABLE[hostname];
  if (entry) callback(null, entry);
  else callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
};
const strict: AddressPolicy = { allowLoopback: false, resolve };
const loopback: AddressPolicy = { allowLoopback: true, resolve };

const REDIRECTS: [string, string, string][] = [
  ['/to-localhost', 'http://localhost/admin', 'Refused: localhost is a local host name'],
  ['/to-localhost-port', 'http://localhost:6379/', 'Refused: localhost is a local host name'],
  ['/to-sub-localhost', 'http://api.localhost/', 'Refused: api.localhost is a local host name'],
  ['/to-v6-loopback', 'http://[::1]/admin', 'Refused: ::1 is a loopback address'],
  ['/to-mapped', 'http://[::ffff:127.0.0.2]/', 'Refused: 127.0.0.2 is a loopback address'],
  ['/to-mapped-hex', 'http://[::ffff:7f00:2]/', 'Refused: 127.0.0.2 is a loopback address'],
  ['/to-decimal', 'http://2130706434/', 'Refused: 127.0.0.2 is a loopback address'],
  ['/to-hex', 'http://0x7f000002/', 'Refused: 127.0.0.2 is a loopback address'],
  ['/to-octal', 'http://0177.0.0.02/', 'Refused: 127.0.0.2 is a loopback address'],
  ['/to-metadata-ip', 'http://169.254.169.254/latest/meta-data/', 'Refused: 169.254.169.254 is a link-local address'],
  ['/to-gcp-metadata', 'http://metadata.google.internal/computeMetadata/v1/', 'Refused: metadata.google.internal is a cloud metadata host name'],
  ['/to-private-name', 'http://intranet.example.com/', 'Refused: intranet.example.com resolves to 10.1.2.3 is a private address'],
];

beforeAll(async () => {
  server = await startTestServer();
  server.route('/page', html('<p>Hello</p>'));
  for (const [path, target] of REDIRECTS) server.route(path, redirect(target));
});
afterAll(() => server.close());

describe('SSRF: redirects to internal targets', () => {
  it.each(REDIRECTS)('refuses a redirect %s → %s', async (path, _target, reason) => {
    // Loopback allowed so the first hop (the test server on 127.0.0.1) is fetched. That setting lets
    // exactly 127.0.0.1 through, so the odd forms here spell 127.0.0.2; 127.0.0.1 itself in these
    // forms is refused with the production policy below.
    expect(await failure(fetchPage(`${server.origin}${path}`, loopback, fast))).toBe(reason);
    expect(server.hits.get(path)).toBe(1);
  });
});

describe('SSRF: targets named directly', () => {
  it.each([
    ['http://[::ffff:127.0.0.1]/', 'Refused: 127.0.0.1 is a loopback address'],
    ['http://[::ffff:7f00:1]/', 'Refused: 127.0.0.1 is a loopback address'],
    ['http://2130706433/', 'Refused: 127.0.0.1 is a loopback address'],
    ['http://0x7f000001/', 'Refused: 127.0.0.1 is a loopback address'],
    ['http://0177.0.0.1/', 'Refused: 127.0.0.1 is a loopback address'],
    ['http://169.254.169.254/latest/meta-data/', 'Refused: 169.254.169.254 is a link-local address'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'Refused: metadata.google.internal is a cloud metadata host name'],
    ['http://METADATA.GOOGLE.INTERNAL./', 'Refused: metadata.google.internal is a cloud metadata host name'],
    ['http://metadata.goog/', 'Refused: metadata.goog is a cloud metadata host name'],
    ['http://localtest.me/', 'Refused: localtest.me resolves to 127.0.0.1 is a loopback address'],
    ['http://v6-loopback.example.com/', 'Refused: v6-loopback.example.com resolves to ::1 is a loopback address'],
    ['http://mapped.example.com/', 'Refused: mapped.example.com resolves to 127.0.0.1 is a loopback address'],
    ['http://metadata.example.com/', 'Refused: metadata.example.com resolves to 169.254.169.254 is a link-local address'],
    ['http://mixed.example.com/', 'Refused: mixed.example.com resolves to 192.168.1.1 is a private address'],
  ])('refuses %s', async (url, reason) => {
    expect(await failure(fetchPage(url, strict, fast))).toBe(reason);
  });

  it('refuses local and metadata names without asking the resolver', async () => {
    asked.length = 0;
    for (const url of ['http://localhost/', 'http://metadata.google.internal/', 'http://printer.local/', 'http://db.internal/']) {
      expect(await failure(fetchPage(url, strict, fast))).toMatch(/^Refused: .* (local|cloud metadata) host name$/);
    }
    expect(asked).toEqual([]);
    expect(refusedName('example.com')).toBeNull();
    expect(refusedName('notlocalhost.com')).toBeNull();
  });

  it('connects to the address the checked look-up returned (a name resolving to the allowed 127.0.0.1)', async () => {
    asked.length = 0;
    const page = await fetchPage(`http://public.example.com:${server.port}/page`, loopback, fast);
    expect(page.html).toBe('<p>Hello</p>');
    expect(asked).toEqual(['public.example.com']);
    expect(await failure(fetchPage('http://unknown.example.com/', strict, fast))).toBe('Could not fetch the page (ENOTFOUND)');
  });
});
