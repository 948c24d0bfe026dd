import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { processArticleHtml } from '../pipeline';
import { siteMarked } from './marked';

const stored = (markdown: string) => JSDOM.fragment(processArticleHtml(siteMarked.parse(markdown, { async: false }) as string).content);

describe('siteMarked', () => {
  it("keeps a code block's title as a caption and marks its highlighted lines (Docusaurus {…}, MkDocs hl_lines, magic comments), through the sanitiser", () => {
    const body = stored(
      [
        '```js title="src/app.js" {1,3-4}',
        'const a = 1;',
        'const b = 2;',
        'const c = 3;',
        'const d = 4;',
        '```',
        '',
        '```python hl_lines="2"',
        'x = 1',
        'y = 2',
        '```',
        '',
        '```yaml',
        '# highlight-next-line',
        'port: 80',
        'host: a',
        '# highlight-start',
        'tls: true',
        'cert: x',
        '# highlight-end',
        '```',
        '',
        '```bash',
        'plain',
        '```',
      ].join('\n'),
    );
    const figures = [...body.querySelectorAll('figure.kb-code')];
    expect(figures.map((figure) => figure.querySelector('figcaption')?.textContent ?? null)).toEqual(['src/app.js', null, null]);
    expect(figures.map((figure) => [...figure.querySelectorAll('pre code mark')].map((mark) => mark.textContent))).toEqual([
      ['const a = 1;', 'const c = 3;', 'const d = 4;'],
      ['y = 2'],
      ['port: 80', 'tls: true', 'cert: x'],
    ]);
    expect(figures[2]!.querySelector('code')!.textContent).toBe('port: 80\nhost: a\ntls: true\ncert: x\n');
    expect(figures[0]!.querySelector('code')!.className).toBe('language-js');
    expect([...body.children].at(-1)!.outerHTML).toBe('<pre><code class="language-bash">plain\n</code></pre>');
  });

  it('renders footnotes', () => {
    const body = stored('Text.[^a]\n\n[^a]: The note.\n');
    expect(body.querySelector('sup a')!.getAttribute('href')).toBe('#footnote-a');
    expect(body.textContent).toContain('The note.');
  });
});
