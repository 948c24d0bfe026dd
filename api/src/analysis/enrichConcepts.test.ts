import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import type { ConceptDraft } from './conceptText';
import { ENRICHED_MAX, keepDrafts, llmEnricher } from './enrichConcepts';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
let answer: { status: number; content: string };
const prompts: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  server.route('/v1/chat/completions', (request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      prompts.push(JSON.parse(body).messages[1].content);
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ message: { content: answer.content } }] }));
    });
  });
});
afterAll(() => server.close());

const draft = (title: string): ConceptDraft => ({
  title,
  description: `Offline description of ${title}.`,
  analysisReport: `What competitors cover: "${title}".`,
  references: [],
  outline: ['Overview', 'Troubleshooting'],
});
const enrich = () => llmEnricher({ baseUrl: `${server.origin}/v1`, model: 'test-model', timeoutMs: 1000 }, createLogger('silent'));

describe('LLM enrichment of concept descriptions', () => {
  it('replaces descriptions with the model answer, sending the title, outline and analysis', async () => {
    answer = { status: 200, content: 'Explain how to calibrate LED wall colour for camera operators.' };
    const [enriched] = await enrich()([draft('LED Wall Colour Calibration')]);
    expect(enriched!.description).toBe('Explain how to calibrate LED wall colour for camera operators.');
    expect(prompts.at(-1)).toBe(
      'Topic: LED Wall Colour Calibration\nOutline: Overview; Troubleshooting\nAnalysis:\nWhat competitors cover: "LED Wall Colour Calibration".',
    );
  });

  it('keeps the offline description when the endpoint fails or answers with links or markup', async () => {
    for (const bad of [
      { status: 500, content: 'x' },
      { status: 200, content: 'See https://evil.example for more.' },
      { status: 200, content: '<b>bold</b>' },
    ]) {
      answer = bad;
      const [kept] = await enrich()([draft('Motion Capture')]);
      expect(kept!.description).toBe('Offline description of Motion Capture.');
    }
  });

  it(`enriches only the first ${ENRICHED_MAX} drafts`, async () => {
    answer = { status: 200, content: 'Model text.' };
    const drafts = Array.from({ length: ENRICHED_MAX + 2 }, (_, i) => draft(`Topic ${i}`));
    const result = await enrich()(drafts);
    expect(result.filter((d) => d.description === 'Model text.')).toHaveLength(ENRICHED_MAX);
    expect(result.at(-1)!.description).toBe(`Offline description of Topic ${ENRICHED_MAX + 1}.`);
  });

  it('the offline default leaves drafts unchanged', async () => {
    const drafts = [draft('A')];
    expect(await keepDrafts(drafts)).toEqual(drafts);
  });
});
