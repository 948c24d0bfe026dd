import { open } from 'node:fs/promises';
import path from 'node:path';
import escapeHtml from 'escape-html';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's width and height from its header (IHDR, the first chunk); null for anything else. */
function pngSize(head: Buffer): { width: number; height: number } | null {
  if (head.length < 24 || !head.subarray(0, 8).equals(PNG_SIGNATURE) || head.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

/** No favicon: an empty icon, so browsers do not ask for /favicon.ico. */
export const NO_FAVICON = '<link rel="icon" href="data:," />';

/**
 * The settings' favicon as a `<link rel="icon">` with its type and size, read from the uploaded PNG's header in
 * the article media. An upload's name is made from its content, so what a name holds never changes: each is read
 * once, a missing or non-PNG one too. NO_FAVICON without one, or when its file is missing or not a PNG (a page
 * never breaks for it).
 */
export class Favicons {
  private readonly links = new Map<string, string>();

  constructor(private readonly mediaDir: string) {}

  async link(favicon: string): Promise<string> {
    if (!favicon.startsWith('/media/')) return NO_FAVICON;
    const known = this.links.get(favicon);
    if (known !== undefined) return known;
    const size = await this.sizeOf(path.basename(favicon));
    const link = size ? `<link rel="icon" type="image/png" sizes="${size.width}x${size.height}" href="${escapeHtml(favicon)}" />` : NO_FAVICON;
    this.links.set(favicon, link);
    return link;
  }

  private async sizeOf(name: string): Promise<{ width: number; height: number } | null> {
    try {
      const file = await open(path.join(this.mediaDir, name));
      try {
        const head = Buffer.alloc(24);
        await file.read(head, 0, 24, 0);
        return pngSize(head);
      } finally {
        await file.close();
      }
    } catch {
      return null;
    }
  }
}
