import { beforeAll, describe, expect, it } from 'vitest';
import { loadSanitizer, type Sanitize } from './sanitize';

let sanitizeArticleHtml: Sanitize;
beforeAll(async () => {
  sanitizeArticleHtml = await loadSanitizer();
});

describe('sanitizeArticleHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const html = sanitizeArticleHtml('<p onclick="x()">Hi<script>alert(1)</script></p><img src="/a.png" onerror="x()"><a href="javascript:alert(1)">x</a>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(html).toContain('<img src="/a.png">');
  });

  it('marks Best Practice boxes, and only those', () => {
    const html = sanitizeArticleHtml(
      '<blockquote><strong>Best Practice:</strong> Fill the frame.</blockquote><blockquote><p><strong>Best Practice:</strong> Lock focus.</p></blockquote><blockquote><strong>Note:</strong> other</blockquote>',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const quotes = [...doc.querySelectorAll('blockquote')];
    expect(quotes.map((q) => q.classList.contains('kb-best-practice'))).toEqual([true, true, false]);
    expect(quotes[0]?.getAttribute('role')).toBe('note');
  });

  it('keeps the boxes of imported admonitions: a tip is a Best Practice box, a warning keeps its own class', () => {
    const html = sanitizeArticleHtml(
      '<blockquote class="kb-admonition kb-admonition-tip"><p><strong>Best Practice:</strong></p><p>Use a GPU.</p></blockquote><blockquote class="kb-admonition kb-admonition-warning"><p><strong>Warning:</strong></p><p>Hot.</p></blockquote>',
    );
    const quotes = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('blockquote')];
    expect(quotes.map((q) => [...q.classList])).toEqual([
      ['kb-admonition', 'kb-admonition-tip', 'kb-best-practice'],
      ['kb-admonition', 'kb-admonition-warning'],
    ]);
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    expect(sanitizeArticleHtml('<a href="https://x.example" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it('keeps video embeds from the allowed hosts only, as the server does', () => {
    const html = sanitizeArticleHtml(
      '<iframe src="https://www.youtube.com/embed/abc" allowfullscreen></iframe><iframe src="https://evil.example/x"></iframe><iframe src="http://player.vimeo.com/video/1"></iframe>',
    );
    const frames = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('iframe')];
    expect(frames.map((f) => f.getAttribute('src'))).toEqual(['https://www.youtube.com/embed/abc']);
  });

  it('drops inline SVG and styles that could overlay the page or fetch anything', () => {
    const html = sanitizeArticleHtml(
      '<svg><a href="x"><text>x</text></a></svg><p style="position: fixed; top: 0; color: red">A</p><p style="background-image: url(https://x.example/t.png)">B</p>',
    );
    expect(html).not.toMatch(/<svg|position|url\(/);
    expect(html).toMatch(/<p style="top: 0(px)?; color: red">A<\/p>/);
    expect(html).toContain('<p>B</p>');
  });
});
