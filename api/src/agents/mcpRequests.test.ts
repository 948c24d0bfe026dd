import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness';
import { startMcp, type TestMcp } from '../../test/mcp';
import { RATE_LIMITED } from './mcpRequests';

let api: TestApi;
/** 5 calls and 8 handshake messages a minute per client address. */
let mcp: TestMcp;

beforeAll(async () => {
  api = await startTestApi();
  mcp = await startMcp(api, { calls: { points: 5, windowSeconds: 60 }, handshakes: { points: 8, windowSeconds: 60 } });
});
afterAll(async () => {
  mcp.close();
  await api.close();
});

const listTools = (id = 1) => ({ jsonrpc: '2.0', id, method: 'tools/list' });

describe('the MCP endpoint', () => {
  it('answers malformed JSON with a JSON-RPC parse error (-32700)', async () => {
    const answer = await mcp.post('198.51.100.30', '{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.stringContaining('Parse error') } });
  });

  it('answers an oversized body and JSON that is not JSON-RPC with invalid request (-32600)', async () => {
    const oversized = await mcp.post('198.51.100.31', { ...listTools(), params: { padding: 'x'.repeat(17 * 1024) } });
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
    for (const body of [{ hello: 'world' }, [], '"tools/list"', [listTools(), { id: 2 }]]) {
      const answer = await mcp.post('198.51.100.32', body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
    }
  });

  it('answers only POST, with a JSON-RPC error (stateless: no event stream, no session)', async () => {
    const get = await fetch(mcp.endpoint, { headers: { Accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
  });

  it('does not count the handshake against the call budget: a client connecting again and again keeps its calls', async () => {
    const clients = await Promise.all(Array.from({ length: 4 }, () => mcp.connect('198.51.100.40')));
    // 8 handshake messages so far; then 5 calls, the whole call budget.
    const answers = await Promise.allSettled([...clients.map((client) => client.listTools()), clients[0]!.listPrompts()]);
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill('fulfilled'));
    await Promise.all(clients.map((client) => client.close()));
  });

  it('refuses simultaneous calls past the budget with an MCP error the SDK client surfaces (code, retry time), other clients go on', async () => {
    const client = await mcp.connect('198.51.100.41');
    const answers = await Promise.allSettled(Array.from({ length: 8 }, () => client.callTool({ name: 'search_articles', arguments: { query: 'genlock' } })));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(5);
    const refusals = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason as unknown] : []));
    expect(refusals).toHaveLength(3);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(McpError);
      expect(refusal).toMatchObject({ code: RATE_LIMITED, data: { retryAfterSeconds: expect.any(Number) } });
    }
    const other = await mcp.connect('198.51.100.42');
    expect((await other.listTools()).tools.length).toBeGreaterThan(0);
    await Promise.all([client.close(), other.close()]);
  });

  it('sends Retry-After with every refusal, and a refusal per request of a batch; a batch counts each of its messages', async () => {
    const small = await mcp.post('198.51.100.50', [listTools(1), listTools(2), listTools(3)]);
    expect(small.status).toBe(200);
    expect(((await small.json()) as { result?: unknown }[]).every((m) => m.result)).toBe(true);
    // 3 of 5 used: a batch of 3 is past the budget.
    const large = await mcp.post('198.51.100.50', [listTools(4), listTools(5), listTools(6)]);
    expect(large.status).toBe(200);
    expect(large.headers.get('retry-after')).toMatch(/^\d+$/);
    const refused = (await large.json()) as { id: number; error: { code: number } }[];
    expect(refused.map((m) => [m.id, m.error.code])).toEqual([
      [4, RATE_LIMITED],
      [5, RATE_LIMITED],
      [6, RATE_LIMITED],
    ]);
    const notification = await mcp.post('198.51.100.50', { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } });
    expect(notification.status).toBe(429);
    expect(notification.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await notification.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: RATE_LIMITED } });
  });

  it('holds the handshake to a budget of its own: past it, connecting fails with the MCP error', async () => {
    const connected = await Promise.all(Array.from({ length: 4 }, () => mcp.connect('198.51.100.60')));
    await expect(mcp.connect('198.51.100.60')).rejects.toMatchObject({ code: RATE_LIMITED });
    await Promise.all(connected.map((client) => client.close()));
  });
});
