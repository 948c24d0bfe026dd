import { prepareBytes, type PreparedBody } from '@kb/api';
import { LRUCache } from 'lru-cache';

/** Compressed pages kept (the most recently asked for): about 25 KiB each with gzip and brotli at 10,000 articles. */
const PAGE_BYTES = 64 * 1024 * 1024;

interface Entry {
  sources: readonly unknown[];
  body: PreparedBody;
}

const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * Pages' HTML, rendered and compressed once per set of values it is made from (the template, the origin
 * and the read model's answers, which are the same objects until a publish replaces them), so a page
 * view costs what an API read does: nothing is serialised or compressed per request.
 */
export class PreparedPages {
  private readonly pages = new LRUCache<string, Entry>({ maxSize: PAGE_BYTES, sizeCalculation: (entry) => entry.body.size });

  /** The page prepared from exactly these sources, if it is (the fast path answers it without Koa). */
  peek(key: string, sources: readonly unknown[]): PreparedBody | undefined {
    const entry = this.pages.get(key);
    return entry && same(entry.sources, sources) ? entry.body : undefined;
  }

  async get(key: string, sources: readonly unknown[], render: () => Promise<string>): Promise<PreparedBody> {
    const entry = this.pages.get(key);
    if (entry && same(entry.sources, sources)) return entry.body;
    const body = await prepareBytes(Buffer.from(await render()));
    this.pages.set(key, { sources, body });
    return body;
  }
}
