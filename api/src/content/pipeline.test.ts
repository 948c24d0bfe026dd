import { describe, expect, it } from 'vitest';
import { processArticleHtml } from './pipeline';
import { nestHeadings } from './toc';

describe('the content pipeline', () => {
  const html = [
    '<h1>Setup</h1><p>Intro with <a href="javascript:alert(1)">a bad link</a>.</p><script>alert(1)</script>',
    '<h2>Setup</h2><p onclick="x()">Step one.</p><h3>Wiring &amp; Power: 12 V!</h3><p><img src="/media/a.svg" alt="a"><img src="/media/b.svg" alt="b"></p>',
    '<h2 id="keep-me">Caméra Réglages</h2><h6>Deep</h6><h2>   </h2>',
  ].join('');
  const processed = processArticleHtml(html);

  it('sanitises the HTML', () => {
    expect(processed.content).not.toMatch(/<script|onclick|javascript:/);
  });

  it('gives every heading a stable, unique, URL-safe id and lists headings with text', () => {
    expect(processed.headings).toEqual([
      { id: 'setup', title: 'Setup', level: 1 },
      { id: 'setup-2', title: 'Setup', level: 2 },
      { id: 'wiring-power-12-v', title: 'Wiring & Power: 12 V!', level: 3 },
      { id: 'camera-reglages', title: 'Caméra Réglages', level: 2 },
      { id: 'deep', title: 'Deep', level: 6 },
    ]);
    expect(processed.content).toContain('<h2 id="setup-2">');
    expect(processArticleHtml(processed.content).content).toBe(processed.content);
  });

  it('nests the table of contents by level (1–6)', () => {
    expect(nestHeadings(processed.headings)).toEqual([
      {
        id: 'setup',
        title: 'Setup',
        level: 1,
        children: [
          { id: 'setup-2', title: 'Setup', level: 2, children: [{ id: 'wiring-power-12-v', title: 'Wiring & Power: 12 V!', level: 3, children: [] }] },
          { id: 'camera-reglages', title: 'Caméra Réglages', level: 2, children: [{ id: 'deep', title: 'Deep', level: 6, children: [] }] },
        ],
      },
    ]);
  });

  it('counts words and images and gives a reading time of at least one minute', () => {
    expect(processed.imageCount).toBe(2);
    expect(processed.wordCount).toBe(16);
    expect(processed.readingTime).toBe(1);
    expect(processArticleHtml(`<p>${'word '.repeat(1000)}</p>`).readingTime).toBe(5);
  });
});
