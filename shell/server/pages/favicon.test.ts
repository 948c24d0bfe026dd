import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Favicons, NO_FAVICON } from './favicon';

/** The first bytes of a PNG of `width`×`height`: its signature and header chunk, all the link reads. */
function pngHead(width: number, height: number): Buffer {
  const header = Buffer.alloc(25);
  header.writeUInt32BE(13, 0);
  header.write('IHDR', 4, 'latin1');
  header.writeUInt32BE(width, 8);
  header.writeUInt32BE(height, 12);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), header]);
}

describe('the favicon link', () => {
  const media = mkdtempSync(path.join(os.tmpdir(), 'kb-favicon-'));
  writeFileSync(path.join(media, 'icon-0123456789abcdef.png'), pngHead(48, 48));
  writeFileSync(path.join(media, 'fake-0123456789abcdef.png'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
  const favicons = new Favicons(media);

  it('links an uploaded PNG with its type and size', async () => {
    expect(await favicons.link('/media/icon-0123456789abcdef.png')).toBe(
      '<link rel="icon" type="image/png" sizes="48x48" href="/media/icon-0123456789abcdef.png" />',
    );
  });

  it('links the empty icon without a favicon, for a missing file, or for a file that is not a PNG', async () => {
    expect(await favicons.link('')).toBe(NO_FAVICON);
    expect(await favicons.link('/media/gone-0123456789abcdef.png')).toBe(NO_FAVICON);
    expect(await favicons.link('/media/fake-0123456789abcdef.png')).toBe(NO_FAVICON);
  });
});
