import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/harness';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';
let dataDir: string;
let api: TestApi;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kb-media-route-'));
  mkdirSync(path.join(dataDir, 'media'));
  writeFileSync(path.join(dataDir, 'media', 'switcher-panel.svg'), SVG);
  writeFileSync(path.join(dataDir, 'media', 'notes.txt'), 'not an image');
  writeFileSync(path.join(dataDir, 'secret.svg'), '<svg>outside the media folder</svg>');
  api = await startTestApi({ seed: false, env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends the path exactly as written (fetch would normalise `..` away before it leaves). */
function rawGet(rawPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(api.url);
    http
      .get({ hostname, port, path: rawPath, headers }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

describe('GET /media/:name on the API (images when the API runs on its own origin)', () => {
  it('serves an article image that pages on other origins may embed, cached and revalidated by ETag', async () => {
    const response = await api.get('/media/switcher-panel.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(SVG);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    const etag = response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    // Raw: fetch adds its own Cache-Control to a conditional request.
    const again = await rawGet('/media/switcher-panel.svg', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a missing image with 404 JSON', async () => {
    const response = await api.get('/media/no-such-image.png');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Media file no-such-image.png not found', code: 'notFound' });
  });

  it.each(['/media/..%2Fsecret.svg', '/media/%2E%2E%2Fsecret.svg', '/media/..%5Csecret.svg', '/media/.hidden.svg', '/media/notes.txt'])(
    'refuses %s with 400 JSON and never reads outside the media folder',
    async (rawPath) => {
      const response = await rawGet(rawPath);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toMatchObject({ error: 'Invalid media file name' });
      expect(response.body).not.toContain('outside the media folder');
    },
  );

  it('a literal ../ in the path does not reach files next to the media folder', async () => {
    const response = await rawGet('/media/../secret.svg');
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('outside the media folder');
  });
});
