import { describe, expect, it } from 'vitest';
import { parseInline, parseSummary, resolveSummaryLink } from './summaryFormat';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('summary text format', () => {
  it('splits blank-line separated blocks into headings, bullet lists and paragraphs', () => {
    const blocks = parseSummary('### Overview\n\nLens files hold\nthe calibration.\n\n**Key steps:**\n* Capture views\n* Solve the lens\n\nDone.');
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'heading', 'list', 'paragraph']);
    expect(blocks[0]).toEqual({ type: 'heading', children: [{ type: 'text', text: 'Overview' }] });
    expect(blocks[1]).toEqual({ type: 'paragraph', children: [{ type: 'text', text: 'Lens files hold the calibration.' }] });
    expect(blocks[2]).toEqual({ type: 'heading', children: [{ type: 'text', text: 'Key steps:' }] });
    expect(blocks[3]).toMatchObject({ type: 'list', items: [[{ text: 'Capture views' }], [{ text: 'Solve the lens' }]] });
  });

  it('parses **bold** and [text](link), also nested', () => {
    expect(parseInline('See **[the guide](/article/x)** now')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'bold', children: [{ type: 'link', href: '/article/x', children: [{ type: 'text', text: 'the guide' }] }] },
      { type: 'text', text: ' now' },
    ]);
  });

  it('keeps HTML as plain text', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([{ type: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });

  it('a bold label with text after it is a paragraph, not a heading', () => {
    expect(parseSummary('**Note:** calibrate first')[0]?.type).toBe('paragraph');
  });
});

describe('summary links', () => {
  const slugs = new Map([[ID, 'lens-calibration-basics']]);

  it('rewrites /article/{36-character id} to the slug from the results', () => {
    expect(resolveSummaryLink(`/article/${ID}`, slugs)).toEqual({ kind: 'internal', to: '/article/lens-calibration-basics' });
    expect(resolveSummaryLink(`/article/${ID.toUpperCase()}`, slugs)).toEqual({ kind: 'internal', to: '/article/lens-calibration-basics' });
  });

  it('keeps other site paths and http(s) links, and refuses every other scheme', () => {
    expect(resolveSummaryLink('/article/some-slug', slugs)).toEqual({ kind: 'internal', to: '/article/some-slug' });
    expect(resolveSummaryLink('https://example.com/a', slugs)).toEqual({ kind: 'external', href: 'https://example.com/a' });
    expect(resolveSummaryLink('javascript:alert(1)', slugs)).toBeNull();
    expect(resolveSummaryLink('//evil.example/x', slugs)).toBeNull();
    expect(resolveSummaryLink('data:text/html,hi', slugs)).toBeNull();
  });
});

describe('summary links', () => {
  it('drops a site path with a backslash, which a router could read as another host', () => {
    expect(resolveSummaryLink('/\\evil.example/path', new Map())).toBeNull();
    expect(resolveSummaryLink('/article/lens-calibration-basics', new Map())).toEqual({ kind: 'internal', to: '/article/lens-calibration-basics' });
  });
});
