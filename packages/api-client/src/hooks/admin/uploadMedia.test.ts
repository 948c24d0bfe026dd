import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@kb/test-support';
import { uploadMedia } from './uploadMedia';

describe('uploadMedia', () => {
  it('POSTs the file itself, under its own type, with the token and its name', async () => {
    const uploaded = { url: '/media/grid-0123456789abcdef.png', name: 'grid-0123456789abcdef.png', type: 'image/png', bytes: 3 };
    const fake = fakeFetch({ 'POST /api/admin/media*': { status: 201, body: uploaded } });
    const file = new File([new Uint8Array([1, 2, 3])], 'Grid.png', { type: 'image/png' });
    expect(await uploadMedia('token-1', file)).toEqual(uploaded);
    const [call] = fake.calls;
    expect(fake.requests).toEqual(['/api/admin/media?name=Grid.png']);
    expect(call!.auth).toBe('Bearer token-1');
    expect(new Headers(call!.init.headers).get('Content-Type')).toBe('image/png');
    expect(call!.init.body).toBe(file);
  });

  it('fails with the server message', async () => {
    fakeFetch({ 'POST /api/admin/media*': { status: 415, body: { error: 'SVG images are not accepted', code: 'unsupportedMediaType' } } });
    const file = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    await expect(uploadMedia('t', file)).rejects.toMatchObject({ status: 415 });
  });
});
