import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Logger } from './logger';
import { pickEncoding } from './middlewares/preparedResponse';
import type { PreparedBody } from './readModel/preparedBody';
import type { ReadModel } from './readModel/readModel';

type Encoding = ReturnType<typeof pickEncoding>;
const SANE_REQUEST_ID = /^[\w-]{1,64}$/;
/** Headers that belong to one response, not to the template. */
const PER_RESPONSE = new Set(['etag', 'content-encoding', 'content-length', 'x-request-id', 'date', 'connection', 'keep-alive']);

/**
 * The hot path of the public API: article by slug, categories and stats answered straight from
 * their prepared bodies with Node's http, without Koa's per-request machinery (about 6,000 answers
 * a second through the full middleware chain here, about 35,000 this way).
 *
 * It answers only what the Koa app would answer exactly the same way: a plain GET or HEAD (no
 * query string, no Origin header: CORS stays with Koa) for content that is loaded and whose body is
 * already prepared. Everything else — a first request, a miss, a 404, a bad slug — goes through
 * Koa, and the headers of Koa's first such answer (security headers and all) become the template
 * for the answers given here, so both paths send the same headers. Requests are logged as Koa's
 * logger logs them.
 */
export class FastReads {
  private template: OutgoingHttpHeaders | null = null;
  private readonly encodings = new Map<string, Encoding>();
  private readonly answers = new WeakMap<PreparedBody, Partial<Record<Encoding, { headers: OutgoingHttpHeaders; bytes: Buffer }>>>();

  constructor(
    private readonly readModel: ReadModel,
    private readonly logger: Logger,
  ) {}

  /** Answers the request if it can (true), or leaves it alone (false). */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (!this.template || !this.eligible(req)) return false;
    const started = this.logger.isLevelEnabled('info') ? performance.now() : 0;
    const body = this.preparedBody(req.url!);
    if (!body) return false;
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    if (matches(req.headers['if-none-match'], body.etag)) {
      res.writeHead(304, { ...this.template, etag: body.etag, 'x-request-id': requestId }).end();
    } else {
      const encoding = this.encodingFor(req.headers['accept-encoding'] ?? '');
      const { headers, bytes } = this.answerFor(body, encoding);
      headers['x-request-id'] = requestId;
      res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : bytes);
    }
    if (started) {
      const ms = Math.round(performance.now() - started);
      this.logger.info({ requestId, method: req.method, path: req.url, status: res.statusCode, ms }, 'request');
    }
    return true;
  }

  /** pickEncoding, remembered per header value (clients send a handful of different ones). */
  private encodingFor(acceptEncoding: string): Encoding {
    let encoding = this.encodings.get(acceptEncoding);
    if (!encoding) {
      if (this.encodings.size > 100) this.encodings.clear();
      this.encodings.set(acceptEncoding, (encoding = pickEncoding(acceptEncoding)));
    }
    return encoding;
  }

  /**
   * The headers and bytes of a 200 for one body and encoding, made once: writeHead copies the
   * headers at once, so the object is reused with only the request id changed.
   */
  private answerFor(body: PreparedBody, encoding: Encoding): { headers: OutgoingHttpHeaders; bytes: Buffer } {
    let answers = this.answers.get(body);
    if (!answers) this.answers.set(body, (answers = {}));
    let answer = answers[encoding];
    if (!answer) {
      const bytes = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.json();
      const headers: OutgoingHttpHeaders = { ...this.template, etag: body.etag, 'content-length': bytes.length };
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      answers[encoding] = answer = { headers, bytes };
    }
    return answer;
  }

  /** Called for requests Koa answers: learns the header template from the first fitting answer. */
  observe(req: IncomingMessage, res: ServerResponse): void {
    if (this.template || !this.eligible(req)) return;
    res.once('finish', () => {
      if (this.template || res.statusCode !== 200 || !res.getHeader('etag')) return;
      const headers = res.getHeaders();
      this.template = Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.has(name)));
    });
  }

  private eligible(req: IncomingMessage): boolean {
    return (req.method === 'GET' || req.method === 'HEAD') && !req.headers.origin && this.readModel.contentReady && !req.url!.includes('?');
  }

  private preparedBody(url: string): PreparedBody | undefined {
    const bodies = this.readModel.bodies;
    if (url === '/api/categories') return bodies.peek('single', 'categories', this.readModel.categoryTree());
    if (url === '/api/stats') return bodies.peek('single', 'stats', this.readModel.stats());
    if (!url.startsWith('/api/articles/')) return undefined;
    const raw = url.slice('/api/articles/'.length);
    if (!raw || raw.includes('/')) return undefined;
    let slug: string;
    try {
      slug = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    const article = this.readModel.articleBySlug(slug);
    return article ? bodies.peek('article', article.id, article) : undefined;
  }
}

/** If-None-Match against one (weak) ETag, by weak comparison; `*` matches. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}
