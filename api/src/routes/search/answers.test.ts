import { SearchSuggestions, SearchSummary } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../test/harness';
import { htmlToText } from '../../search/htmlText';
import { publishedArticles } from '../../../test/articles';

const api = testApiForFile();

const summaryOf = async (q: string) => {
  const response = await api.get(`/api/search-summary?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return SearchSummary.strict().parse(await response.json()).aiSummary;
};
const suggestionsFor = async (q: string) => {
  const response = await api.get(`/api/search-suggestions?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return SearchSuggestions.strict().parse(await response.json()).suggestions;
};
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('GET /api/search-summary', () => {
  it('quotes the top articles under their titles with links to /article/{id}#{section}, in the SPEC text format', async () => {
    const summary = await summaryOf('lens calibration');
    const lens = api.deps.readModel.articleBySlug('lens-calibration-basics')!;
    const blocks = summary.split('\n\n');
    expect(blocks[0]).toMatch(/^\*\*From [23] articles:\*\* /);
    expect(blocks[1]).toBe('### Lens Calibration Basics');
    expect(blocks[2]!.split('\n').every((line) => line.startsWith('* '))).toBe(true);
    expect(blocks[2]).toMatch(/\*\*[Cc]alibration\*\*/);
    const link = /^Read more: \[Lens Calibration Basics › (.+)\]\(\/article\/([0-9a-f-]{36})#([a-z0-9-]+)\)$/.exec(blocks[3]!);
    expect(link?.[2]).toBe(lens.id);
    expect(lens.tableOfContents.flatMap((h) => [h, ...h.children]).map((h) => [h.title, h.id])).toContainEqual([link![1], link![3]]);
    expect(summary).toMatch(/\/article\/[0-9a-f-]{36}\)/);
  });

  it('states nothing that is not in our articles: every bullet is a sentence of the linked article', async () => {
    const summary = await summaryOf('genlock timecode');
    const sections = summary.split('\n\n### ').slice(1);
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) {
      const id = /\(\/article\/([0-9a-f-]{36})(?:#[a-z0-9-]+)?\)/.exec(section)![1]!;
      const text = squash(htmlToText(api.deps.readModel.articleDoc(id)!.content));
      for (const bullet of section.split('\n').filter((line) => line.startsWith('* '))) {
        expect(text).toContain(squash(bullet.slice(2).replace(/\*\*/g, '')));
      }
    }
  });

  it('answers a fixed sentence when nothing matches and empty for an empty query', async () => {
    expect(await summaryOf('zzqxv')).toBe('No articles in the knowledge base match "zzqxv".');
    expect(await summaryOf('  ')).toBe('');
  });

  it('is cached per normalised query until the content changes', async () => {
    const first = await summaryOf('render latency');
    expect(await summaryOf('  RENDER   Latency ')).toBe(first);
    const doc = publishedArticles(api.deps.readModel).find((a) => a.slug === 'reducing-render-latency')!;
    api.deps.readModel.setArticle({ ...doc, title: 'Reducing Render Latency Fast' });
    expect(await summaryOf('render latency')).toContain('### Reducing Render Latency Fast');
    api.deps.readModel.setArticle(doc);
  });

  it('rejects a query over 200 characters or with control characters with 400 JSON', async () => {
    for (const path of ['/api/search-summary', '/api/search-suggestions']) {
      expect((await api.get(`${path}?q=${'x'.repeat(201)}`)).status).toBe(400);
      const response = await api.get(`${path}?q=lens%00`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Invalid query: Query must not contain control characters',
        code: 'validation',
        details: [{ path: 'query.q', message: 'Query must not contain control characters' }],
      });
    }
  });
});

describe('GET /api/search-suggestions', () => {
  it('offers the spelling correction from the knowledge base vocabulary first', async () => {
    const suggestions = await suggestionsFor('calibraton');
    expect(suggestions[0]).toBe('calibration');
    expect(suggestions.length).toBeLessThanOrEqual(2);
    expect(await suggestionsFor('genlok timecode')).toContain('genlock timecode');
  });

  it('offers at most 2 related queries, never the query itself', async () => {
    for (const q of ['lens calibration', 'Lens Calibration', 'genlock', 'render latency', 'floating license']) {
      const suggestions = await suggestionsFor(q);
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.length).toBeLessThanOrEqual(2);
      for (const s of suggestions) expect(s.toLowerCase().trim()).not.toBe(q.toLowerCase());
    }
  });

  it('answers [] for an empty query or one with nothing to go on', async () => {
    expect(await suggestionsFor('')).toEqual([]);
    expect(await suggestionsFor('zzqxv')).toEqual([]);
  });
});
