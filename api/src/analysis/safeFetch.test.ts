import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPage, FETCH_LIMITS } from './safeFetch';
import { failure, html, redirect, startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
const strict = { allowLoopback: false };
const loopback = { allowLoopback: true };
const fast = { ...FETCH_LIMITS, timeoutMs: 400, maxBytes: 100_000 };

beforeAll(async () => {
  server = await startTestServer();
  server.route('/page', html('<html><head><title>Fixture</title></head><body><p>Hello</p></body></html>'));
  for (let n = 1; n <= 8; n += 1) server.route(`/hop/${n}`, redirect(n === 1 ? '/page' : `/hop/${n - 1}`, n % 2 ? 302 : 301));
  server.route('/to-metadata', redirect('http://169.254.169.254/latest/meta-data/'));
  server.route('/to-private', redirect('http://10.0.0.1/admin'));
  server.route('/to-file', redirect('file:///etc/passwd'));
  server.route('/slow', () => {});
  server.route('/big', html(`<p>${'x'.repeat(200_000)}</p>`));
  server.route('/bomb', (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' }).end(gzipSync(Buffer.alloc(5_000_000, 32)));
  });
  server.route('/gzip', (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' }).end(gzipSync('<p>zipped</p>'));
  });
  server.route('/json', html('{"a":1}', 'application/json'));
  server.route('/pdf', html('%PDF-1.4', 'application/pdf'));
  server.route('/latin1', html(Buffer.from('<p>café</p>', 'latin1'), 'text/html; charset=iso-8859-1'));
});
afterAll(() => server.close());

describe('SSRF guard: refused targets', () => {
  const refused = (port: number): [string, RegExp][] => [
    [`http://127.0.0.1:${port}/page`, /^Refused: 127\.0\.0\.1 is a loopback address$/],
    [`http://localhost:${port}/page`, /^Refused: localhost is a local host name$/],
    [`http://[::1]:${port}/page`, /^Refused: ::1 is a loopback address$/],
    [`http://2130706433:${port}/page`, /^Refused: 127\.0\.0\.1 is a loopback/],
    [`http://0x7f000001:${port}/page`, /^Refused: 127\.0\.0\.1 is a loopback/],
    [`http://0177.0.0.1:${port}/page`, /^Refused: 127\.0\.0\.1 is a loopback/],
    [`http://127.1:${port}/page`, /^Refused: 127\.0\.0\.1 is a loopback/],
    [`http://[::ffff:127.0.0.1]:${port}/page`, /^Refused: 127\.0\.0\.1 is a loopback/],
    [`http://[::ffff:7f00:1]:${port}/page`, /^Refused: 127\.0\.0\.1 is a loopback/],
    [`http://[::7f00:1]:${port}/page`, /^Refused: .* non-global address$/],
    [`http://[64:ff9b::7f00:1]:${port}/page`, /^Refused: .* NAT64 address$/],
    [`http://[2002:7f00:1::]:${port}/page`, /^Refused: .* 6to4 address$/],
    [`http://0.0.0.0:${port}/page`, /^Refused: 0\.0\.0\.0 is an unspecified address$/],
    [`http://[::]:${port}/page`, /^Refused: :: is an unspecified address$/],
    ['http://10.0.0.1/', /private address/],
    ['http://172.16.5.4/', /private address/],
    ['http://192.168.0.1/', /private address/],
    ['http://169.254.169.254/latest/meta-data/', /^Refused: 169\.254\.169\.254 is a link-local address$/],
    ['http://[fd00:ec2::254]/latest/meta-data/', /unique-local address/],
    ['http://100.100.100.200/latest/meta-data/', /carrier-grade NAT address/],
    ['http://[fe80::1]/', /link-local address/],
    ['http://224.0.0.1/', /multicast address/],
    ['http://255.255.255.255/', /broadcast address/],
    ['file:///etc/passwd', /^Only http and https URLs are fetched, not file:$/],
    [`ftp://127.0.0.1:${port}/`, /^Only http and https URLs are fetched, not ftp:$/],
    ['gopher://127.0.0.1:70/_x', /^Only http and https URLs are fetched, not gopher:$/],
    ['javascript:alert(1)', /^Only http and https/],
    [`http://user:secret@127.0.0.1:${port}/page`, /^URLs with credentials are not fetched$/],
    ['not a url', /^Not a valid URL$/],
  ];

  it('refuses every private, loopback, link-local, metadata and odd-form target without connecting', async () => {
    const cases = refused(server.port);
    for (const [url, reason] of cases)
      expect({ url, reason: await failure(fetchPage(url, strict, fast)) }).toEqual({ url, reason: expect.stringMatching(reason) });
    expect(server.hits.get('/page') ?? 0).toBe(0);
  });

  it('with loopback allowed, lets 127.0.0.1 through and nothing else', async () => {
    expect((await fetchPage(`${server.origin}/page`, loopback, fast)).html).toContain('<p>Hello</p>');
    expect(await failure(fetchPage(`http://127.0.0.2:${server.port}/page`, loopback, fast))).toBe('Refused: 127.0.0.2 is a loopback address');
    expect(await failure(fetchPage(`http://[::1]:${server.port}/page`, loopback, fast))).toBe('Refused: ::1 is a loopback address');
    expect(await failure(fetchPage('http://10.1.2.3/', loopback, fast))).toBe('Refused: 10.1.2.3 is a private address');
  });

  it('checks every redirect target again', async () => {
    expect(await failure(fetchPage(`${server.origin}/to-metadata`, loopback, fast))).toBe('Refused: 169.254.169.254 is a link-local address');
    expect(await failure(fetchPage(`${server.origin}/to-private`, loopback, fast))).toBe('Refused: 10.0.0.1 is a private address');
    expect(await failure(fetchPage(`${server.origin}/to-file`, loopback, fast))).toBe('Only http and https URLs are fetched, not file:');
  });
});

describe('fetch limits', () => {
  it('follows up to 5 redirects and reports the final URL', async () => {
    const page = await fetchPage(`${server.origin}/hop/5`, loopback, fast);
    expect(page.url).toBe(`${server.origin}/page`);
    expect(await failure(fetchPage(`${server.origin}/hop/6`, loopback, fast))).toBe('Too many redirects (more than 5)');
  });

  it('times out', async () => {
    const started = Date.now();
    expect(await failure(fetchPage(`${server.origin}/slow`, loopback, fast))).toBe('Timed out after 400 ms');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('caps the size, also of a decompressed body', async () => {
    expect(await failure(fetchPage(`${server.origin}/big`, loopback, fast))).toBe('The page is larger than 100000 bytes');
    expect(await failure(fetchPage(`${server.origin}/bomb`, loopback, fast))).toBe('The page is larger than 100000 bytes');
    expect((await fetchPage(`${server.origin}/gzip`, loopback, fast)).html).toBe('<p>zipped</p>');
  });

  it('accepts only HTML and 2xx answers', async () => {
    expect(await failure(fetchPage(`${server.origin}/json`, loopback, fast))).toBe("Not an HTML page (content type 'application/json')");
    expect(await failure(fetchPage(`${server.origin}/pdf`, loopback, fast))).toBe("Not an HTML page (content type 'application/pdf')");
    expect(await failure(fetchPage(`${server.origin}/missing`, loopback, fast))).toBe('The server answered HTTP 404');
  });

  it('decodes the declared charset', async () => {
    expect((await fetchPage(`${server.origin}/latin1`, loopback, fast)).html).toBe('<p>café</p>');
  });
});
