import { describe, expect, it } from 'vitest';
import { compareHtml, readableBlocks, unchanged } from './revisionDiff';

const marked = (html1: string, html2: string) =>
  compareHtml(html1, html2).map(
    (block) =>
      `${block.kind}: ${block.parts.map((p) => (p.change === 'added' ? `{+${p.text}+}` : p.change === 'removed' ? `[-${p.text}-]` : p.text)).join('')}`,
  );

describe('readableBlocks', () => {
  it('keeps headings, splits blocks, names images with their files, marks list items and cells, and keeps text outside blocks', () => {
    const html =
      '<h2 id="a">Set <em>up</em></h2><p>First  line<br>same block</p><ul><li>One<ol><li>Two</li></ol></li></ul><table><tr><th>Port</th><td>9000</td></tr></table><img src="x.png" alt="Wiring">loose';
    expect(readableBlocks(html)).toEqual([
      { kind: 'h2', text: 'Set up' },
      { kind: 'text', text: 'First line same block' },
      { kind: 'text', text: '• One' },
      { kind: 'text', text: '1. Two' },
      { kind: 'text', text: '| header: Port' },
      { kind: 'text', text: '| 9000' },
      { kind: 'text', text: '[image: Wiring (x.png)] loose' },
    ]);
  });

  it('shows a link target, an image file or a list turned into paragraphs as changes, though the words are the same', () => {
    expect(marked('<p>See <a href="/article/old-setup">setup</a>.</p>', '<p>See <a href="/article/new-setup">setup</a>.</p>')).toEqual([
      'text: See setup [link: /article/[-old-]{+new+}-setup].',
    ]);
    expect(unchanged(compareHtml('<p><img src="a.png" alt="Rig"></p>', '<p><img src="b.png" alt="Rig"></p>'))).toBe(false);
    expect(unchanged(compareHtml('<ul><li>One</li></ul>', '<p>One</p>'))).toBe(false);
  });
});

describe('compareHtml', () => {
  it('marks insertions and deletions word by word inside a changed paragraph', () => {
    expect(marked('<h2>Install</h2><p>Connect the red cable first.</p>', '<h2>Install</h2><p>Connect the blue cable first.</p>')).toEqual([
      'h2: Install',
      'text: Connect the [-red-]{+blue+} cable first.',
    ]);
  });

  it('keeps a renamed heading a heading, and shows whole blocks added or removed', () => {
    expect(marked('<h2>Old name</h2><p>Kept.</p><p>Dropped paragraph.</p>', '<h2>New name</h2><p>Kept.</p><h3>Added section</h3>')).toEqual([
      'h2: [-Old-]{+New+} name',
      'text: Kept.',
      'text: [-Dropped paragraph.-]',
      'h3: {+Added section+}',
    ]);
  });

  it('shows a paragraph turned into a heading as one out and one in', () => {
    expect(marked('<p>Setup</p>', '<h2>Setup</h2>')).toEqual(['text: [-Setup-]', 'h2: {+Setup+}']);
  });

  it('finds no differences between versions that read the same', () => {
    expect(unchanged(compareHtml('<p>Same   <b>text</b></p>', '<p>Same text</p>'))).toBe(true);
    expect(unchanged(compareHtml('<p>Same</p>', '<p>Other</p>'))).toBe(false);
  });
});
