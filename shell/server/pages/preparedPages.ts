import { prepareBytes, type PreparedBody, type ResponseCache } from '@kb/api';

/**
 * Pages' HTML, rendered and compressed once per set of values it is made from (the template, the origin and the read
 * model's answers, which are the same objects until a publish replaces them), in the read model's response cache: a
 * page view costs what an API read does, as nothing is serialised or compressed per request.
 */
export class PreparedPages {
  constructor(private readonly cache: ResponseCache) {}

  /** The page prepared from exactly these sources, if it is (the fast path answers it without Koa). */
  peek(key: string, sources: readonly unknown[]): PreparedBody | undefined {
    return this.cache.peek(`page:${key}`, sources);
  }

  get(key: string, sources: readonly unknown[], render: () => Promise<string>): Promise<PreparedBody> {
    return this.cache.get(`page:${key}`, sources, async () => prepareBytes(Buffer.from(await render())));
  }
}
