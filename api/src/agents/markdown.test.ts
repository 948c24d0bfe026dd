import { describe, expect, it } from 'vitest';
import { processArticleHtml } from '../content/pipeline';
import { htmlToMarkdown, ORIGIN_MARK } from './markdown';

const origin = 'https://kb.example.com';
/** What a reader of /article/<slug>.md gets for the body: the stored (sanitised) HTML, converted, made absolute. */
const convert = (html: string) => htmlToMarkdown(processArticleHtml(html).content).replaceAll(ORIGIN_MARK, () => origin);

describe('article HTML as Markdown', () => {
  it('keeps tables as GitHub tables, escaping a pipe in a cell', () => {
    const md = convert('<table><thead><tr><th>Mode</th><th>Rate</th></tr></thead><tbody><tr><td>Genlock</td><td>24|25 fps</td></tr></tbody></table>');
    expect(md).toContain('| Mode | Rate |');
    expect(md).toMatch(/\| Genlock \| 24\\\|25 fps \|/);
  });

  it('keeps code blocks fenced with their language', () => {
    expect(convert('<pre><code class="language-python">print("a < b")</code></pre>')).toBe('```python\nprint("a < b")\n```');
  });

  it('makes site-relative image and link URLs absolute, and leaves others alone', () => {
    const md = convert(
      '<p><img src="/media/stage (1).png" alt="The [stage]"> see <a href="/article/genlock#setup">Genlock</a> or <a href="https://example.org/x">this</a></p>',
    );
    expect(md).toContain(`![The \\[stage\\]](${origin}/media/stage%20%281%29.png)`);
    expect(md).toContain(`[Genlock](${origin}/article/genlock#setup)`);
    expect(md).toContain('[this](https://example.org/x)');
  });

  it('keeps an image figure as its image with the caption in italics under it (Markdown has no sizes)', () => {
    const md = convert(
      '<p>Before</p><figure class="kb-image kb-image-small"><img src="/media/rack.png" alt="The rack"><figcaption>The rack, *front* view</figcaption></figure><p>After</p>',
    );
    expect(md).toBe(`Before\n\n![The rack](${origin}/media/rack.png)\n\n*The rack, \\*front\\* view*\n\nAfter`);
    expect(convert('<figure class="kb-image kb-image-medium"><img src="/media/rack.png" alt="The rack"></figure>')).toBe(
      `![The rack](${origin}/media/rack.png)`,
    );
  });

  it('keeps Best Practice boxes as block quotes with their label', () => {
    const md = convert('<blockquote><p><strong>Best Practice:</strong> Lock the frame rate before calibrating.</p></blockquote>');
    expect(md).toBe('> **Best Practice:** Lock the frame rate before calibrating.');
  });

  it('keeps superscripts, subscripts and formulas readable', () => {
    expect(convert('<p>Up to 10<sup>6</sup> frames of H<sub>2</sub>O</p>')).toBe('Up to 10<sup>6</sup> frames of H<sub>2</sub>O');
    expect(convert('<p>The ratio <span class="formula">x_1 = \\frac{a}{b}</span> holds.</p>')).toBe('The ratio $x_1 = \\frac{a}{b}$ holds.');
  });

  it('keeps headings, lists and emphasis', () => {
    const md = convert('<h2>Setup</h2><ol><li>Plug in</li><li>Turn <em>on</em></li></ol>');
    expect(md).toBe('## Setup\n\n1.  Plug in\n2.  Turn *on*');
  });
});
