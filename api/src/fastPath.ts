import { randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import fresh from 'fresh';
import Koa from 'koa';
import { match, type MatchFunction } from 'path-to-regexp';
import type { Logger } from './logger';
import { pickEncoding, type Encoding } from './middlewares/preparedResponse';
import type { PreparedBody } from './readModel/preparedBody';

export type FastParams = Record<string, string>;
/** The prepared body that answers a request for a route, or undefined when Koa must answer it. */
export type FastBody = (params: FastParams, req: IncomingMessage) => PreparedBody | undefined;

const SANE_REQUEST_ID = /^[\w-]{1,64}$/;
/**
 * What a route's prepared bodies are: these headers describe a body, so they are declared with the route
 * and never learned from another answer (a route that also answers Markdown must not teach its HTML
 * answers to be Markdown).
 */
export interface BodyHeaders {
  'content-type': string;
  vary: string;
}

/** Headers that belong to one response or one body, not to the template. */
const PER_RESPONSE = new Set(['etag', 'content-type', 'vary', 'content-encoding', 'content-length', 'x-request-id', 'date', 'connection', 'keep-alive']);

interface FastRoute {
  match: MatchFunction<FastParams>;
  body: FastBody;
  bodyHeaders: BodyHeaders;
  /** Headers of Koa's first 200 of this route's body type, less the per-response and body headers. */
  template: OutgoingHttpHeaders | null;
}

/**
 * The hot path of the public reads (the API's article, categories and stats; the site's home and article
 * pages), as a property of their routes: a route that answers with a prepared body declares it here with
 * its path, and a request for it is answered straight from the body with Node's http, without Koa's
 * per-request machinery (about 6,000 answers a second through the full middleware chain here, about
 * 35,000 this way).
 *
 * It answers only what the Koa route would answer exactly the same way: a plain GET or HEAD (no query
 * string, no Origin header: CORS stays with Koa) while the content is loaded, for a body that is already
 * prepared. Everything else — a first request, a miss, a 404, a redirect, a bad slug — goes through Koa,
 * and the headers of Koa's first 200 on each route (security headers and all) become the template for the
 * answers given here, so both paths send the same headers. Freshness (`fresh`) and the encoding
 * (`pickEncoding`, on `negotiator`) are decided as the Koa routes decide them. With a logger (the API's),
 * each answer carries a request id and is logged as the API's Koa logger logs requests.
 */
export class FastPath {
  private readonly routes: FastRoute[] = [];
  private readonly answers = new WeakMap<PreparedBody, Partial<Record<Encoding, { headers: OutgoingHttpHeaders; bytes: Buffer }>>>();

  constructor(
    private readonly ready: () => boolean,
    private readonly logger?: Logger,
  ) {}

  /**
   * Declares a GET route (a path-to-regexp path, as the router's) that Koa answers with `body` when it is
   * defined, and the headers that describe those bodies.
   */
  add(path: string, body: FastBody, bodyHeaders: BodyHeaders): void {
    this.routes.push({ match: match<FastParams>(path, { decode: decodeURIComponent }), body, bodyHeaders, template: null });
  }

  /** Answers the request if it can (true), or leaves it alone (false). */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (!this.eligible(req)) return false;
    const found = this.routeOf(req);
    if (!found?.route.template) return false;
    const body = found.route.body(found.params, req);
    if (!body) return false;
    const started = this.logger?.isLevelEnabled('info') ? performance.now() : 0;
    const incoming = req.headers['x-request-id'];
    const requestId = !this.logger ? undefined : typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    if (fresh(req.headers, { etag: body.etag })) {
      res
        .writeHead(304, { ...found.route.template, vary: found.route.bodyHeaders.vary, etag: body.etag, ...(requestId && { 'x-request-id': requestId }) })
        .end();
    } else {
      const { headers, bytes } = this.answerFor(found.route, body, pickEncoding(req.headers['accept-encoding']));
      if (requestId) headers['x-request-id'] = requestId;
      res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : bytes);
    }
    if (started) {
      const ms = Math.round(performance.now() - started);
      this.logger!.info({ requestId, method: req.method, path: req.url, status: res.statusCode, ms }, 'request');
    }
    return true;
  }

  /**
   * The headers and bytes of a 200 for one body and encoding, made once: writeHead copies the
   * headers at once, so the object is reused with only the request id changed.
   */
  private answerFor(route: FastRoute, body: PreparedBody, encoding: Encoding): { headers: OutgoingHttpHeaders; bytes: Buffer } {
    let answers = this.answers.get(body);
    if (!answers) this.answers.set(body, (answers = {}));
    let answer = answers[encoding];
    if (!answer) {
      const bytes = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.json();
      const headers: OutgoingHttpHeaders = { ...route.template, ...route.bodyHeaders, etag: body.etag, 'content-length': bytes.length };
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      answers[encoding] = answer = { headers, bytes };
    }
    return answer;
  }

  /**
   * Called for requests Koa answers: learns a route's header template from its first 200 with a prepared
   * body of the route's declared type (security and cache headers; never the body's own headers).
   */
  observe(req: IncomingMessage, res: ServerResponse): void {
    if (!this.eligible(req)) return;
    const route = this.routeOf(req)?.route;
    if (!route || route.template) return;
    res.once('finish', () => {
      if (route.template || res.statusCode !== 200 || !res.getHeader('etag') || res.getHeader('content-type') !== route.bodyHeaders['content-type']) return;
      route.template = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE.has(name)));
    });
  }

  private eligible(req: IncomingMessage): boolean {
    return (req.method === 'GET' || req.method === 'HEAD') && !req.headers.origin && !req.url!.includes('?') && this.ready();
  }

  private routeOf(req: IncomingMessage): { route: FastRoute; params: FastParams } | undefined {
    for (const route of this.routes) {
      let matched;
      try {
        matched = route.match(req.url!);
      } catch {
        return undefined; // a malformed escape: Koa answers it
      }
      if (matched) return { route, params: matched.params };
    }
    return undefined;
  }
}

/** A Koa app with a fast path in front of it (see FastPath). */
export class FastKoa extends Koa {
  constructor(
    options: { proxy?: boolean; maxIpsCount?: number },
    readonly fastPath: FastPath,
  ) {
    super(options);
  }

  override callback(): ReturnType<Koa['callback']> {
    const handle = super.callback();
    return (req, res) => {
      // The site server and tests serve HTTP/1.1 (node:http); other requests go straight to Koa.
      if (req instanceof IncomingMessage && res instanceof ServerResponse) {
        if (this.fastPath.answer(req, res)) return Promise.resolve();
        this.fastPath.observe(req, res);
      }
      return handle(req, res);
    };
  }
}
