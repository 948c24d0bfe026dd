import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { RECYCLE_AFTER, sanitizeHtml } from './sanitize';

/** Classic XSS vectors (OWASP cheat sheet, DOMPurify and mXSS reports). */
const XSS_VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<svg onload=alert(1)><circle r=1></circle></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48aW1hZ2UgaHJlZj0nMScgb25lcnJvcj0nYWxlcnQoMSknLz48L3N2Zz4=#x"></use></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" \u0001javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/embed/x"></iframe>',
  '<iframe src="http://www.youtube.com/embed/x"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://www.youtube.com/embed/x" srcdoc="<script>alert(1)</script>" onload="alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)><summary>x</summary></details>',
  '<body onload=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)></audio>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<div style="background-image: url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<div style="behavior: url(x.htc); -moz-binding: url(x.xml#xss)">x</div>',
  '<div style="position: fixed; top: 0; left: 0; width: 100%; height: 100%">overlay</div>',
  '<style>@import "https://evil.example/x.css"; body{background:url(javascript:alert(1))}</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><img src=x onerror=alert(1)></template>',
  '<p data-x="1" data-formula="x" onclick="alert(1)">x</p>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
];

const FORBIDDEN_TAGS = [
  'script',
  'style',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'link',
  'meta',
  'base',
  'svg',
  'frame',
  'frameset',
  'template',
  'noscript',
];
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster', 'data'];
const ALLOWED_IFRAME = /^https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com)\//;

function problems(html: string): string[] {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (FORBIDDEN_TAGS.includes(tag)) found.push(`<${tag}>`);
    if (tag === 'iframe' && !ALLOWED_IFRAME.test(element.getAttribute('src') ?? '')) found.push(`iframe ${element.getAttribute('src')}`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'srcdoc') found.push(`${tag}[srcdoc]`);
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data:text)/.test(value)) found.push(`${tag}[${name}=${value}]`);
      if (name === 'style' && /url\(|expression|position:fixed|position:absolute|behavior|binding/.test(value)) found.push(`${tag}[style=${value}]`);
    }
  }
  return found;
}

describe('sanitizer against XSS vectors', () => {
  it.each(XSS_VECTORS)('neutralises %s', (vector) => {
    // A second pass finds nothing left to remove (no mutation-based XSS on re-parse).
    const once = sanitizeHtml(vector);
    expect(problems(once)).toEqual([]);
    expect(problems(sanitizeHtml(once))).toEqual([]);
  });

  it('the checker itself flags the raw vectors', () => {
    const flagged = XSS_VECTORS.filter((vector) => problems(vector).length > 0);
    expect(flagged.length).toBeGreaterThanOrEqual(XSS_VECTORS.length - 4);
  });
});

describe('sanitizer keeps what the editor produces', () => {
  it.each([
    ['headings', '<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h5>E</h5><h6>F</h6>'],
    ['text styles', '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <sub>2</sub> <sup>3</sup></p>'],
    ['lists', '<ol><li>one</li></ol><ul><li>two<ul><li>nested</li></ul></li></ul>'],
    ['links', '<p><a href="https://example.com/page#x" target="_blank" rel="noopener noreferrer">link</a> <a href="/article/x">local</a></p>'],
    ['images', '<p><img src="/media/a.svg" alt="Diagram" width="300"><img src="https://cdn.example.com/b.png" alt=""></p>'],
    [
      'video embeds',
      '<iframe src="https://www.youtube.com/embed/abc" allowfullscreen="" frameborder="0"></iframe><iframe src="https://player.vimeo.com/video/1"></iframe>',
    ],
    ['code blocks', '<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>'],
    ['alignment and direction', '<p dir="rtl" style="text-align: right; direction: rtl">r</p><p style="margin-left: 3em">indented</p>'],
    [
      'sizes, fonts and colours',
      '<p><span style="font-size: 1.5em; font-family: Georgia, serif; color: rgb(192, 57, 43); background-color: rgb(241, 196, 15)">x</span></p>',
    ],
    // Marked as the box they are (class and role), which sanitising them again keeps.
    [
      'Best Practice boxes',
      '<blockquote class="best-practice kb-best-practice" role="note"><p><strong>Best Practice:</strong> Use one sync reference.</p></blockquote>',
    ],
    ['formula data attributes', '<p><span class="formula" data-formula="e=mc^2">e=mc²</span></p>'],
    [
      'MathML with its TeX annotation',
      '<math><semantics><mrow><msup><mi>x</mi><mn>2</mn></msup></mrow><annotation encoding="application/x-tex">x^2</annotation></semantics></math>',
    ],
    [
      'KaTeX layout styles',
      '<span class="katex-html"><span class="strut" style="height: 0.8141em; vertical-align: -0.25em"></span><span style="top: -3.063em; margin-right: 0.05em; position: relative">x</span></span>',
    ],
    ['tables', '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>c</td></tr></tbody></table>'],
    [
      'image figures with a size and a caption',
      '<figure class="kb-image kb-image-small"><img src="/media/a.png" alt="Rack"><figcaption>The rack</figcaption></figure><figure class="kb-image kb-image-medium"><img src="/media/b.png" alt="B"></figure><figure class="kb-image"><img src="/media/c.png" alt="C"><figcaption>C</figcaption></figure>',
    ],
  ])('keeps %s unchanged', (_name, html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops only the unsafe declarations of a style attribute', () => {
    expect(sanitizeHtml('<p style="color: red; position: fixed; background: url(https://e.example/x.png) blue">x</p>')).toBe(
      '<p style="color: red; background-color: blue">x</p>',
    );
    expect(sanitizeHtml('<p style="position: absolute">x</p>')).toBe('<p>x</p>');
  });

  it('drops URL attributes that are not valid URLs, and keeps valid absolute and relative ones', () => {
    expect(sanitizeHtml('<p><img src="https://exa mple.com/a.png" alt="a"><a href="http://[::1">b</a></p>')).toBe('<p><img alt="a"><a>b</a></p>');
    expect(sanitizeHtml('<p><img src="/media/a.png"><a href="https://example.com/x?y=1#z">b</a></p>')).toBe(
      '<p><img src="/media/a.png"><a href="https://example.com/x?y=1#z">b</a></p>',
    );
  });

  it("keeps an image figure's size only from the known sizes, on the figure, and drops attributes the editor does not write", () => {
    expect(sanitizeHtml('<figure class="kb-image kb-image-huge"><img src="/media/a.png" alt="A"></figure>')).toBe(
      '<figure class="kb-image"><img src="/media/a.png" alt="A"></figure>',
    );
    expect(sanitizeHtml('<figure class="kb-image-small"><img src="/media/a.png" alt="A"></figure>')).toBe('<figure><img src="/media/a.png" alt="A"></figure>');
    expect(sanitizeHtml('<p class="kb-image kb-image-small">x</p><img class="kb-image-medium" src="/media/a.png" alt="A">')).toBe(
      '<p class="kb-image">x</p><img src="/media/a.png" alt="A">',
    );
    expect(
      sanitizeHtml(
        '<figure class="kb-image kb-image-medium kb-image-small-ish" data-size="huge" style="position: fixed" onclick="alert(1)"><img src="/media/a.png" alt="A" onerror="alert(1)" data-kb-image-size="huge"><figcaption data-x="1" onmouseover="alert(1)">Cap</figcaption></figure>',
      ),
    ).toBe('<figure class="kb-image kb-image-medium"><img src="/media/a.png" alt="A"><figcaption>Cap</figcaption></figure>');
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    expect(sanitizeHtml('<a href="https://e.example" target="_blank">x</a>')).toBe(
      '<a href="https://e.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps every rule on the fresh jsdom windows it moves to, and stays fast over thousands of calls', () => {
    const article = '<h2>Lens</h2><p>Calibrate the <strong>lens</strong> before tracking.</p>';
    const timeOf = (count: number) => {
      const started = performance.now();
      for (let i = 0; i < count; i += 1) sanitizeHtml(article);
      return performance.now() - started;
    };
    // The fastest of five batches each time: another process can only make a batch slower, never faster.
    const fastest = () => Math.min(...Array.from({ length: 5 }, () => timeOf(RECYCLE_AFTER)));
    const first = fastest();
    timeOf(RECYCLE_AFTER * 15);
    const later = fastest();
    // Without fresh windows the later calls took 3-4 times as long as the first ones.
    expect(later).toBeLessThan(first * 2.5);
    expect(sanitizeHtml('<iframe src="https://evil.example/embed/x"></iframe><p style="position: fixed; color: red" onclick="x()">p</p>')).toBe(
      '<p style="color: red">p</p>',
    );
    expect(sanitizeHtml('<a href="https://e.example" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});
