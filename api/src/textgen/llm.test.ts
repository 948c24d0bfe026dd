import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SearchSummary } from '@kb/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness';
import { createLogger } from '../logger';
import { chatCompletion, ChatError } from './chatCompletions';
import { extractiveSummary, vocabularySuggestions } from './extractive';
import { llmSuggestions, llmSummary } from './llm';
import type { SummaryRequest } from './types';

/** A local server speaking the chat-completions protocol, with a switchable failure mode. */
type Mode = 'ok' | 'status500' | 'notJson' | 'noChoices' | 'slow' | 'foreignLink' | 'close';
let mode: Mode = 'ok';
let reply = '';
const received: { auth?: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
let server: Server;
let baseUrl: string;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    received.push({ auth: req.headers.authorization, body });
    if (req.url !== '/v1/chat/completions' || req.method !== 'POST') return res.writeHead(404).end();
    const answer = (content: string) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
    if (mode === 'status500') return res.writeHead(500).end('upstream exploded');
    if (mode === 'notJson') return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"choices": [');
    if (mode === 'noChoices') return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"choices": []}');
    if (mode === 'close') return req.socket.destroy();
    if (mode === 'slow') return void setTimeout(() => answer(reply), 1500);
    if (mode === 'foreignLink') return answer('### Hi\n\nSee [this](https://evil.example/x) and [that](/article/00000000-0000-4000-8000-000000000000).');
    answer(reply);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  mode = 'ok';
  received.length = 0;
});

const endpoint = () => ({ baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs: 400 });
const logger = createLogger('silent');
const id = '3f2b1c7e-8a4d-4e1f-9b2a-6c5d4e3f2a1b';
const request: SummaryRequest = {
  query: 'genlock',
  sources: [
    {
      id,
      title: 'Genlock and Timecode Setup',
      section: null,
      passages: ['Genlock makes every device start its frames at the same instant.'],
      terms: ['genlock'],
    },
  ],
};

describe('chatCompletion', () => {
  it('posts the model, messages and bearer key and returns the message content', async () => {
    reply = '  hello  ';
    expect(await chatCompletion(endpoint(), [{ role: 'user', content: 'hi' }])).toBe('hello');
    expect(received[0]).toMatchObject({ auth: 'Bearer sk-test', body: { model: 'test-model', messages: [{ role: 'user', content: 'hi' }] } });
  });

  it.each([
    ['status500', 'status 500'],
    ['notJson', 'answer is not JSON'],
    ['noChoices', 'answer has no message content'],
    ['slow', 'no answer within 400 ms'],
  ] as const)('rejects with a ChatError when the endpoint answers %s', async (failure, message) => {
    mode = failure;
    await expect(chatCompletion(endpoint(), [{ role: 'user', content: 'hi' }])).rejects.toThrow(new ChatError(message));
  });

  it('rejects when the connection drops or nothing listens', async () => {
    mode = 'close';
    await expect(chatCompletion(endpoint(), [])).rejects.toThrow(/request failed/);
    await expect(chatCompletion({ ...endpoint(), baseUrl: 'http://127.0.0.1:9/v1' }, [])).rejects.toThrow(/request failed/);
  });
});

describe('LLM summary and suggestions adapters', () => {
  it('uses a summary that cites only the given articles', async () => {
    reply = `### Genlock and Timecode Setup\n\n* **Genlock** aligns frames.\n\nRead more: [Genlock and Timecode Setup](/article/${id})`;
    expect(await llmSummary(endpoint(), extractiveSummary, logger).summarize(request)).toBe(reply);
    expect(received[0]!.body.messages[1]!.content).toContain(`ID ${id} — Genlock and Timecode Setup`);
  });

  it.each(['status500', 'notJson', 'noChoices', 'slow', 'foreignLink', 'close'] as const)(
    'falls back to the offline summary when the endpoint answers %s',
    async (failure) => {
      mode = failure;
      const started = Date.now();
      expect(await llmSummary(endpoint(), extractiveSummary, logger).summarize(request)).toBe(await extractiveSummary.summarize(request));
      expect(Date.now() - started).toBeLessThan(1400);
    },
  );

  it('keeps corrections first and only model suggestions that find articles; falls back on failure', async () => {
    reply = '["genlock wiring", "made-up topic", "timecode setup"]';
    const generator = llmSuggestions(endpoint(), vocabularySuggestions, (q) => q !== 'made-up topic', logger);
    const suggestion = { query: 'genlok', corrections: ['genlock'], related: ['genlock reference'], titles: ['Genlock and Timecode Setup'] };
    expect(await generator.suggest(suggestion)).toEqual(['genlock', 'genlock wiring', 'timecode setup']);
    mode = 'status500';
    expect(await generator.suggest(suggestion)).toEqual(['genlock', 'genlock reference']);
  });
});

describe('the API with LLM_BASE_URL set', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { LLM_BASE_URL: baseUrl, LLM_API_KEY: 'sk-test', LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: 400 } });
  });
  afterAll(() => api.close());

  it('answers /api/search-summary from the endpoint, and from our articles when it fails', async () => {
    const lens = api.deps.readModel.articleBySlug('lens-calibration-basics')!;
    reply = `**Answer:** calibrate the lens.\n\n[Lens Calibration Basics](/article/${lens.id})`;
    const fromModel = SearchSummary.parse(await (await api.get('/api/search-summary?q=lens%20calibration')).json());
    expect(fromModel.aiSummary).toBe(reply);
    mode = 'status500';
    const fallback = SearchSummary.parse(await (await api.get('/api/search-summary?q=nodal%20offset')).json());
    expect(fallback.aiSummary).toMatch(/^\*\*From \d articles?:\*\*/);
    expect(fallback.aiSummary).toContain('### Lens Calibration Basics');
  });
});
