import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIMITS, UploadedMedia } from '@kb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/admin';
import { startTestApi, type TestApi } from '../../../../test/harness';
import { expectError } from '../../../../test/answers';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

let dataDir: string;
let api: TestApi;
let token: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kb-media-upload-'));
  api = await startTestApi({ seed: false, env: { DATA_DIR: dataDir } });
  token = (await signIn(api, 'Ida Images')).sessionToken;
});
afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function upload(body: BodyInit, type: string, query = '?name=Lens%20Grid.png', headers: Record<string, string> = { Authorization: `Bearer ${token}` }) {
  return fetch(`${api.url}/api/admin/media${query}`, { method: 'POST', headers: { 'Content-Type': type, ...headers }, body });
}

const mediaFiles = () => readdirSync(path.join(dataDir, 'media'));

describe('POST /api/admin/media', () => {
  it('stores a PNG in the article media under a readable, content-hashed name, served at /media/', async () => {
    const response = await upload(PNG, 'image/png');
    expect(response.status).toBe(201);
    const uploaded = UploadedMedia.parse(await response.json());
    expect(uploaded).toEqual({
      url: `/media/${uploaded.name}`,
      name: expect.stringMatching(/^lens-grid-[0-9a-f]{16}\.png$/),
      type: 'image/png',
      bytes: PNG.length,
    });
    const served = await api.get(uploaded.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('records the upload in the audit log', async () => {
    const response = await fetch(`${api.url}/api/admin/audit-log?action=media.upload`, { headers: { Authorization: `Bearer ${token}` } });
    const entries = (await response.json()) as Array<{ adminName: string; target: string }>;
    expect(entries.some((entry) => entry.adminName === 'Ida Images' && /^lens-grid-.*\.png$/.test(entry.target))).toBe(true);
  });

  it('names an image without a file name "image-<hash>"', async () => {
    const uploaded = UploadedMedia.parse(await (await upload(GIF, 'image/gif', '')).json());
    expect(uploaded.name).toMatch(/^image-[0-9a-f]{16}\.gif$/);
  });

  it('refuses SVG with 415 and says why', async () => {
    const response = await upload(SVG, 'image/svg+xml');
    await expectError(response, 415, {
      error: 'SVG images are not accepted (they can carry script): upload image/png, image/jpeg, image/webp, image/gif',
      code: 'unsupportedMediaType',
    });
  });

  it('refuses other types, and a body that is not the image its type claims, with 415', async () => {
    expect((await upload('hello', 'text/plain')).status).toBe(415);
    const disguised = await upload(SVG, 'image/png');
    expect(disguised.status).toBe(415);
    expect(await disguised.json()).toEqual({ error: 'The file is not a PNG image', code: 'unsupportedMediaType' });
  });

  it('refuses an empty body with 400 and an image over the size limit with 413', async () => {
    const empty = await upload(new Uint8Array(0), 'image/png');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: 'The image is empty', code: 'validation' });
    const big = Buffer.concat([PNG, Buffer.alloc(LIMITS.mediaUploadBytesMax)]);
    const tooBig = await upload(big, 'image/png');
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ error: 'Images may be at most 5 MB', code: 'payloadTooLarge' });
  });

  it('validates the name with the contract (400)', async () => {
    const response = await upload(PNG, 'image/png', '?name=..%2F..%2Fetc%2Fpasswd');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation', error: 'Invalid query: name must be a file name without slashes or control characters' });
  });

  it('is for signed-in admins only (401, nothing stored)', async () => {
    const before = mediaFiles();
    const response = await upload(GIF, 'image/gif', '?name=anon.gif', {});
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unauthorized' });
    expect(mediaFiles()).toEqual(before);
  });

  it('stores the same image uploaded at once by several admins as one whole file, with no temporary files left', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(256 * 1024, 7)]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(jpeg, 'image/jpeg', '?name=Same.jpg')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const names = new Set(await Promise.all(answers.map(async (answer) => UploadedMedia.parse(await answer.json()).name)));
    expect(names.size).toBe(1);
    const [name] = names;
    const served = Buffer.from(await (await api.get(`/media/${name}`)).arrayBuffer());
    expect(served.equals(jpeg)).toBe(true);
    expect(mediaFiles().filter((file) => file.startsWith('.'))).toEqual([]);
  });
});
