import fc from 'fast-check';
import { sanitizeEditorHtml } from '../src/editor/html/sanitizeEditorHtml';

/**
 * Random article HTML over the HTML policy (@kb/contracts htmlPolicy): the elements and attributes the
 * policy's sanitiser keeps, found by offering it every HTML element and common attribute.
 */
const HTML_ELEMENTS = (
  'a abbr address article aside b bdi bdo blockquote br caption cite code col colgroup data dd del details dfn div dl dt em ' +
  'figcaption figure footer h1 h2 h3 h4 h5 h6 header hgroup hr i iframe img ins kbd li main mark nav ol p pre q rp rt ruby s ' +
  'samp section small span strong sub summary sup table tbody td tfoot th thead time tr u ul var wbr'
).split(' ');
const ATTRIBUTES = (
  'id class title lang dir style href target src alt width height colspan rowspan scope start reversed type value open cite ' +
  'datetime abbr headers span align valign hidden role aria-label aria-hidden loading frameborder allowfullscreen allow data-formula data-latex'
).split(' ');
const VOID = new Set(['br', 'hr', 'img', 'wbr', 'col']);
/** Elements a table or list needs around them; generated through their parents only. */
const STRUCTURAL = new Set(['li', 'dt', 'dd', 'caption', 'col', 'colgroup', 'tbody', 'thead', 'tfoot', 'tr', 'td', 'th', 'summary', 'figcaption', 'rp', 'rt']);
const INLINE = new Set(
  'a abbr b bdi bdo br cite code data del dfn em i iframe img ins kbd mark q ruby s samp small span strong sub sup time u var wbr'.split(' '),
);

const keeps = (html: string, test: (element: Element) => boolean) => {
  const element = new DOMParser().parseFromString(sanitizeEditorHtml(html), 'text/html').body.querySelector('*');
  return element !== null && test(element);
};
const sampleOf = (tag: string) => (tag === 'iframe' ? '<iframe src="https://www.youtube.com/embed/a"></iframe>' : `<${tag}>x</${tag}>`);
const wrapped = (tag: string, inner: string) =>
  ['td', 'th'].includes(tag) ? `<table><tbody><tr>${inner}</tr></tbody></table>` : tag === 'li' ? `<ul>${inner}</ul>` : inner;

/** The policy's elements and, for each, its attributes. */
export function policyVocabulary() {
  const elements = HTML_ELEMENTS.filter((tag) =>
    keeps(wrapped(tag, sampleOf(tag)), (element) => element.querySelector(tag) !== null || element.tagName.toLowerCase() === tag),
  );
  const attributes = ATTRIBUTES.filter((name) =>
    ['span', 'a', 'img', 'td', 'ol', 'details', 'iframe', 'time', 'p'].some((tag) => {
      const sample = sampleOf(tag).replace(`<${tag}`, () => `<${tag} ${name}="${valueSample(name)}"`);
      return keeps(
        wrapped(tag, sample),
        (element) => (element.tagName.toLowerCase() === tag ? element : element.querySelector(tag))?.hasAttribute(name) ?? false,
      );
    }),
  );
  return { elements, attributes };
}

function valueSample(name: string): string {
  if (name === 'src' || name === 'href') return 'https://example.com/a';
  if (name === 'style') return 'color: #c0392b';
  return '1';
}

const WORDS = ['alpha', 'beta', 'Gamma', 'a&b', 'x<y', '"quoted"', 'é', '日本', '1.5'];
const text = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));

const VALUES: Record<string, fc.Arbitrary<string>> = {
  href: fc.constantFrom('https://example.com/docs', '/articles/lens-calibration', '#setup', 'mailto:help@example.com'),
  src: fc.constantFrom('/media/lens-grid.png', 'https://www.youtube.com/embed/abc123', 'https://player.vimeo.com/video/1'),
  style: fc
    .subarray(
      [
        'color: #c0392b',
        'background-color: #f1c40f',
        'font-size: 1.5em',
        'font-family: monospace',
        'text-align: center',
        'margin-left: 3em',
        'font-weight: bold',
      ],
      { minLength: 1 },
    )
    .map((declarations) => declarations.join('; ')),
  class: fc.constantFrom('note', 'formula', 'video', 'language-bash', 'kb-admonition kb-admonition-note', 'kb-best-practice'),
  dir: fc.constantFrom('rtl', 'ltr'),
  target: fc.constantFrom('_blank', '_self'),
  width: fc.constantFrom('560', '80'),
  height: fc.constantFrom('315', '40'),
};
const value = (name: string) => VALUES[name] ?? fc.constantFrom('one', 'two words', 'x-1');

const escapeAttribute = (raw: string) => raw.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (raw: string) => raw.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** HTML of one to four top-level elements built from the policy's vocabulary. */
export function policyHtml({ elements, attributes }: ReturnType<typeof policyVocabulary>): fc.Arbitrary<string> {
  const open = (tag: string) =>
    fc
      .subarray(attributes, { maxLength: 3 })
      .chain((names) => fc.tuple(...names.map((name) => value(name).map((v) => ` ${name}="${escapeAttribute(v)}"`))))
      .map((parts: string[]) => `<${tag}${parts.join('')}>`);
  const element = (tag: string, inner: fc.Arbitrary<string>) =>
    VOID.has(tag) ? open(tag) : fc.tuple(open(tag), inner).map(([start, content]) => `${start}${content}</${tag}>`);
  const inlineTags = elements.filter((tag) => INLINE.has(tag));
  const blockTags = elements.filter((tag) => !INLINE.has(tag) && !STRUCTURAL.has(tag) && !['ul', 'ol', 'table', 'dl', 'details', 'figure'].includes(tag));

  const { inline } = fc.letrec<{ inline: string }>((tie) => ({
    inline: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      text.map(escapeText),
      fc.constantFrom(...inlineTags).chain((tag) =>
        element(
          tag,
          fc.array(tie('inline'), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('')),
        ),
      ),
    ),
  }));
  const inlines = fc.array(inline, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(''));
  const item = (tag: string) => element(tag, inlines);
  const structured: fc.Arbitrary<string>[] = [
    fc.constantFrom('ul', 'ol').chain((tag) =>
      element(
        tag,
        fc.array(item('li'), { minLength: 1, maxLength: 3 }).map((li) => li.join('')),
      ),
    ),
    element(
      'table',
      fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 3 })).chain(([head, width]) => {
        const row = (cell: string) => fc.array(item(cell), { minLength: width, maxLength: width }).chain((cells) => element('tr', fc.constant(cells.join(''))));
        const rows = fc.array(row('td'), { minLength: 1, maxLength: 2 }).map((list) => list.join(''));
        const thead = head ? row('th').chain((tr) => element('thead', fc.constant(tr))) : fc.constant('');
        return fc
          .tuple(
            thead,
            rows.chain((body) => element('tbody', fc.constant(body))),
          )
          .map(([h, b]) => h + b);
      }),
    ),
    element(
      'dl',
      fc.tuple(item('dt'), item('dd')).map(([dt, dd]) => dt + dd),
    ),
    element(
      'details',
      fc.tuple(item('summary'), inlines).map(([summary, body]) => summary + body),
    ),
    element(
      'figure',
      fc.tuple(inlines, item('figcaption')).map(([body, caption]) => body + caption),
    ),
    // Image figures as the editor writes them (a size the policy does not know among them), with or without a caption.
    fc
      .tuple(fc.constantFrom('kb-image', 'kb-image kb-image-small', 'kb-image kb-image-medium', 'kb-image kb-image-huge'), text, fc.option(text))
      .map(
        ([classes, alt, caption]) =>
          `<figure class="${classes}"><img src="/media/lens-grid.png" alt="${escapeAttribute(alt)}">${caption === null ? '' : `<figcaption>${escapeText(caption)}</figcaption>`}</figure>`,
      ),
    fc.constant('<pre><code class="language-bash">sfctl status\n  --all</code></pre>'),
    element(
      'blockquote',
      fc.array(item('p'), { minLength: 1, maxLength: 2 }).map((parts) => parts.join('')),
    ),
  ];
  const block = fc.oneof(
    fc.constantFrom(...blockTags).chain((tag) => element(tag, inlines)),
    ...structured,
  );
  return fc.array(block, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('\n'));
}
