import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { refusedAddress, refusedName, type AddressPolicy, type Resolver } from './addressPolicy';

export interface FetchLimits {
  /** For the whole fetch: every redirect hop and the body. */
  timeoutMs: number;
  /** Of the decoded body. */
  maxBytes: number;
  maxRedirects: number;
}

export const FETCH_LIMITS: FetchLimits = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 };

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const HEADERS = {
  'User-Agent': 'KnowledgeBaseGapAnalysis/1.0',
  Accept: 'text/html,application/xhtml+xml;q=0.9',
  'Accept-Encoding': 'gzip, deflate, br',
};

/** A page that could not or must not be fetched; the message is shown to the admin. */
export class PageFetchError extends Error {
  override name = 'PageFetchError';
}

export interface FetchedPage {
  /** Where the page was found, after redirects. */
  url: string;
  html: string;
}

/**
 * Fetches one HTML page for the gap analysis with an SSRF guard: http(s) only, no credentials in
 * the URL, and every address checked before connecting — IP literals (decimal, hex and octal forms
 * are normalised by the URL parser first) at once, local and metadata names refused by name, other
 * host names through a DNS look-up whose checked
 * answer is the address the socket then uses (no rebinding window). Redirects are followed by hand,
 * each target checked again. Bounded by a timeout, a redirect limit and a size cap on the decoded body.
 */
export async function fetchPage(rawUrl: string, policy: AddressPolicy, limits: FetchLimits = FETCH_LIMITS): Promise<FetchedPage> {
  return withDeadline(limits, async (signal) => {
    const { url, response } = await followRedirects(rawUrl, policy, limits, signal);
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      response.resume();
      throw new PageFetchError(`The server answered HTTP ${status}`);
    }
    const { type, charset } = parseContentType(response.headers['content-type']);
    if (!HTML_TYPES.has(type)) {
      response.resume();
      throw new PageFetchError(`Not an HTML page (content type '${type || 'none'}')`);
    }
    const body = await readBody(response, limits.maxBytes);
    return { url: url.href, html: decode(body, charset) };
  });
}

/**
 * The HTTP status a link leads to, after redirects, under the same SSRF guard and limits as
 * fetchPage; the body is never read. Throws PageFetchError when the link cannot or must not be followed.
 */
export async function probeUrl(rawUrl: string, policy: AddressPolicy, limits: FetchLimits = FETCH_LIMITS): Promise<number> {
  return withDeadline(limits, async (signal) => {
    const { response } = await followRedirects(rawUrl, policy, limits, signal);
    response.destroy();
    return response.statusCode ?? 0;
  });
}

/** Runs a fetch under the limits' timeout, turning every failure into a PageFetchError. */
async function withDeadline<T>(limits: FetchLimits, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    return await work(controller.signal);
  } catch (error) {
    if (controller.signal.aborted) throw new PageFetchError(`Timed out after ${limits.timeoutMs} ms`);
    if (error instanceof PageFetchError) throw error;
    throw new PageFetchError(`Could not fetch the page (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  } finally {
    clearTimeout(timer);
  }
}

/** Requests the URL and follows redirects by hand, each target checked again; answers the first response that is not a redirect. */
async function followRedirects(
  rawUrl: string,
  policy: AddressPolicy,
  limits: FetchLimits,
  signal: AbortSignal,
): Promise<{ url: URL; response: IncomingMessage }> {
  let url = checkedUrl(rawUrl, policy);
  for (let hop = 0; ; hop += 1) {
    const response = await request(url, policy, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (!(status >= 300 && status < 400 && location)) return { url, response };
    response.resume();
    if (hop >= limits.maxRedirects) throw new PageFetchError(`Too many redirects (more than ${limits.maxRedirects})`);
    url = checkedUrl(new URL(location, url).href, policy);
  }
}

/** Parses and checks a URL before any connection: scheme, credentials, and IP-literal hosts. */
function checkedUrl(raw: string, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PageFetchError('Not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PageFetchError(`Only http and https URLs are fetched, not ${url.protocol}`);
  if (url.username || url.password) throw new PageFetchError('URLs with credentials are not fetched');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const refused = ipaddr.isValid(host) ? refusedAddress(host, policy) : refusedName(host);
  if (refused) throw new PageFetchError(`Refused: ${refused}`);
  return url;
}

/** DNS look-up that refuses the host when any of its addresses is refused. */
function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    const resolve: Resolver = policy.resolve ?? dnsLookup;
    resolve(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.map((entry) => refusedAddress(entry.address, policy)).find(Boolean);
      if (refused || addresses.length === 0) {
        return callback(new PageFetchError(`Refused: ${hostname} resolves to ${refused ?? 'no address'}`), '', 0);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function request(url: URL, policy: AddressPolicy, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method: 'GET', headers: HEADERS, lookup: guardedLookup(policy), signal, agent: false }, resolve);
    req.on('error', reject);
    req.end();
  });
}

function parseContentType(header: string | undefined): { type: string; charset: string | undefined } {
  const [type = '', ...parameters] = (header ?? '').split(';').map((part) => part.trim());
  const charset = parameters
    .find((p) => /^charset=/i.test(p))
    ?.slice('charset='.length)
    .replace(/^"|"$/g, '');
  return { type: type.toLowerCase(), charset };
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').toLowerCase().trim();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (decoder) return pipeline(response, decoder, () => {});
  if (encoding !== 'identity') throw new PageFetchError(`Unsupported content encoding '${encoding}'`);
  return response;
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new PageFetchError(`The page is larger than ${maxBytes} bytes`);
  if (Number(response.headers['content-length']) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decompressed(response)) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function decode(body: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
