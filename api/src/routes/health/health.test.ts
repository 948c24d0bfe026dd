import { Health } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../test/harness';

const api = testApiForFile({ seed: false });

describe('app edges', () => {
  it('GET /api/health reports the database as connected', async () => {
    const response = await api.get('/api/health');
    expect(response.status).toBe(200);
    expect(Health.parse(await response.json())).toMatchObject({ status: 'ok', database: 'connected' });
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const response = await api.get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No API route for GET /api/nothing-here', code: 'notFound' });
  });

  it('answers a wrong method with 405 JSON naming the allowed ones', async () => {
    const response = await api.send('DELETE', '/api/categories');
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ error: 'DELETE is not allowed on /api/categories', code: 'methodNotAllowed', details: { allow: 'HEAD, GET' } });
  });

  it('sends a request id and security headers', async () => {
    const response = await api.get('/api/health', { headers: { 'X-Request-Id': 'abc-123' } });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a malformed JSON body with 400 JSON, never 500', async () => {
    const response = await api.send('POST', '/api/health', '{"broken":');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.json()).toHaveProperty('error');
  });
});
