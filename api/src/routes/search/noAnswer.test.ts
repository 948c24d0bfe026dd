import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSearchDoc } from '../../readModel/searchDocs';
import { ResponseCache } from '../../readModel/responseCache';
import { SearchIndex } from '../../search/searchIndex';
import { createLogger } from '../../logger';
import { extractiveSummary, vocabularySuggestions } from '../../textgen/extractive';
import { llmSummary } from '../../textgen/llm';
import { loopbackUrl } from '../../../test/harness';
import { CORPUS_FOLDERS, markdownCorpus } from '../../../test/searchCorpora';
import { SearchAnswers, type AnswerSource } from './answers';

// The real Frigate docs (80 pages), indexed as the read model indexes published articles.
const corpus = markdownCorpus(CORPUS_FOLDERS.en, 'en');
const categories = new Map(corpus.categories.map((c) => [c._id, c]));
const index = SearchIndex.build(corpus.articles.map((a) => toSearchDoc(a, categories)));
const articles = new Map(corpus.articles.map((a) => [a._id, a]));
const source: AnswerSource = {
  version: 1,
  searchIndex: index,
  searchHits: (query) => index.search(query, 50),
  articleById: (id) => articles.get(id) as never,
};
const offline = new SearchAnswers(source, { summary: extractiveSummary, suggestions: vocabularySuggestions, kind: 'offline' }, new ResponseCache());
const titleOf = (slug: string) => corpus.articles.find((a) => a.slug === `en-${slug}`)!.title;

/** Off-topic for a video recorder's docs, yet each matches some words of its pages. */
const OFF_TOPIC = ['how do I bake bread', 'how to file my tax return', 'how do I change the oil in my car'];

describe('the search summary when nothing answers (issue 46)', () => {
  it.each(OFF_TOPIC)('says that none of the articles found answers "%s", links the closest and quotes nothing', async (query) => {
    const hits = index.search(query, 3);
    expect(hits.length).toBeGreaterThan(0);
    expect(await offline.summary(query)).toBe(
      [
        `**No direct answer:** none of the articles found answers "${query}".`,
        `The closest results:\n${hits.map((hit) => `* [${hit.title}](/article/${hit.id})`).join('\n')}`,
      ].join('\n\n'),
    );
  });

  it.each([
    ['how do I reset the admin password', 'configuration/authentication'],
    ['why is my cpu usage so high', 'troubleshooting/cpu'],
    ['how long are recordings kept', 'configuration/record'],
    ['notifcations', 'configuration/notifications'],
  ])('still quotes the answering page for "%s"', async (query, page) => {
    const summary = await offline.summary(query);
    expect(summary).toMatch(/^\*\*From [123] articles?:\*\*/);
    expect(summary).toContain(`### ${titleOf(page.replace(/[^a-z0-9]+/g, '-'))}\n\n* `);
  });
});

describe('with an LLM configured', () => {
  let server: Server;
  let calls = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      calls += 1;
      req.resume();
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: 'Bake at 220 °C.' } }] }));
    }).listen(0, '127.0.0.1');
    const url = await loopbackUrl(server);
    const summary = llmSummary({ baseUrl: url, apiKey: 'sk-test', model: 'test-model', timeoutMs: 2000 }, extractiveSummary, createLogger('silent'));
    llm = new SearchAnswers(source, { summary, suggestions: vocabularySuggestions, kind: 'llm' }, new ResponseCache());
  });
  let llm: SearchAnswers;
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('does not send irrelevant passages to the model: the summary says nothing answers', async () => {
    expect(await llm.summary('how do I bake bread')).toMatch(/^\*\*No direct answer:\*\* none of the articles found answers "how do I bake bread"\./);
    expect(calls).toBe(0);
  });
});
