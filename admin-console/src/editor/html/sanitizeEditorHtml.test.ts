import { describe, expect, it } from 'vitest';
import { sanitizeEditorHtml } from './sanitizeEditorHtml';

describe('sanitizeEditorHtml', () => {
  it('shows a raw block without scripts, handlers or foreign embeds, and keeps its table', () => {
    const html = sanitizeEditorHtml(
      '<table><tr><td onclick="alert(1)">Cell</td></tr></table><img src="x" onerror="alert(1)"><script>alert(1)</script><iframe src="https://evil.example/"></iframe><a href="javascript:alert(1)">x</a>',
    );
    expect(html).not.toMatch(/onclick|onerror|<script|<iframe|javascript:/);
    expect(html).toContain('<td>Cell</td>');
    expect(html).toContain('<img src="x">');
  });

  it('keeps an allowed video embed', () => {
    expect(sanitizeEditorHtml('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toContain('src="https://player.vimeo.com/video/1"');
  });
});
