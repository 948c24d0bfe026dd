/**
 * Stored-XSS vectors for article HTML. Each one, if it ran, would record its number in `top.__xss`
 * and open an alert, so a test sees both the marker and a dialog. `WORD` is a made-up word that
 * appears beside the text-borne vectors, so searching for it brings them into results and the summary.
 */
export const WORD = 'Quixotrellis';

const run = (n: number) => `top.__xss=(top.__xss||[]).concat(${n});alert(${n})`;

const markup: ((js: string) => string)[] = [
  // Script elements and event handlers
  (js) => `<script>${js}</script>`,
  (js) => `<img src=x onerror="${js}">`,
  (js) => `<img src="x" onerror=${js.replace(/;/g, ',')}>`,
  (js) => `<svg onload="${js}"><circle r="1"></circle></svg>`,
  (js) => `<svg><script>${js}</script></svg>`,
  (js) => `<svg><animate onbegin="${js}" attributeName="x" dur="1s"></animate></svg>`,
  (js) => `<details open ontoggle="${js}"><summary>details</summary></details>`,
  (js) => `<body onload="${js}">`,
  (js) => `<input autofocus onfocus="${js}">`,
  (js) => `<video><source onerror="${js}"></video>`,
  (js) => `<audio src="x" onerror="${js}"></audio>`,
  (js) => `<marquee onstart="${js}">marquee</marquee>`,
  (js) => `<p onmouseover="${js}" onclick="${js}">handlers on a paragraph</p>`,
  (js) => `<template><img src=x onerror="${js}"></template>`,
  // javascript: and data: URLs
  (js) => `<a href="javascript:${js}">js link</a>`,
  (js) => `<a href="JaVaScRiPt&colon;${js}">mixed-case link</a>`,
  (js) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${js}">entity link</a>`,
  (js) => `<a href=" &#x09;javascript:${js}">tab link</a>`,
  (js) => `<a href="data:text/html,<script>${js}</script>">data link</a>`,
  (js) => `<form action="javascript:${js}"><button>go</button></form>`,
  (js) => `<object data="javascript:${js}"></object>`,
  (js) => `<embed src="javascript:${js}">`,
  (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
  (js) => `<base href="javascript:${js}//">`,
  // SVG and MathML tricks
  (js) => `<svg><a xlink:href="javascript:${js}"><text x="10" y="10">svg link</text></a></svg>`,
  (js) => `<math><mi xlink:href="javascript:${js}">math link</mi></math>`,
  (js) => `<math><mtext><table><mglyph><style><img src=x onerror="${js}"></style></mglyph></table></mtext></math>`,
  (js) => `<svg></p><style><a id="</style><img src=1 onerror="${js}">">`,
  (js) => `<math><annotation-xml encoding="text/html"><img src=x onerror="${js}"></annotation-xml></math>`,
  // Frames
  (js) => `<iframe srcdoc="<script>${js.replace(/top\./g, 'parent.')}</script>"></iframe>`,
  (js) => `<iframe src="javascript:${js}"></iframe>`,
  (js) => `<iframe src="https://www.youtube.com/embed/xss" srcdoc="<img src=x onerror=&quot;${js}&quot;>"></iframe>`,
  (js) => `<iframe src="https://www.youtube.com/embed/xss" onload="${js}"></iframe>`,
  // Styles
  (js) => `<div style="background-image:url(javascript:${js})">style url</div>`,
  (js) => `<div style="width: expression(${js})">style expression</div>`,
  (js) => `<style>@import 'javascript:${js}';</style>`,
  (js) => `<style>img{background:url("javascript:${js}")}</style><img src=x>`,
  (js) => `<div style="position:fixed;inset:0;z-index:99999" onmousemove="${js}">overlay</div>`,
  // Mutation XSS and parser confusion
  (js) => `<p title="</script><script>${js}</script>">title holding a script end tag</p>`,
  (js) => `<xmp><img src=x onerror="${js}"></xmp>`,
  (js) => `<textarea></textarea><img src=x onerror="${js}">`,
  (js) => `<!--><img src=x onerror="${js}">-->`,
  (js) => `<![CDATA[><img src=x onerror="${js}">]]>`,
  (js) => `<img src="x\` \`<script>${js}</script>"\` \`>`,
  // Editor-specific: formulas the visual editor renders with KaTeX
  (js) => `<span class="formula">\\href{javascript:${js}}{formula link}</span>`,
  (js) => `<span class="formula" data-formula="\\href{javascript:${js}}{x}">\\url{javascript:${js}}</span>`,
  // Text that looks like markup (must stay text in excerpts, highlights, the summary and head tags)
  (js) => `<p>${WORD} markup as text: &lt;img src=x onerror="${js}"&gt; and &lt;/script&gt;&lt;script&gt;${js}&lt;/script&gt;.</p>`,
  (js) => `<p>${WORD} markdown link as text: [${WORD} click](javascript:${js}) and **&lt;svg onload=${js}&gt;** here.</p>`,
  (js) => `<h2>${WORD} "&gt;&lt;img src=x onerror=${js}&gt; heading</h2>`,
  // Last: the sanitiser drops everything after these two (it removes the elements the rest would sit in).
  (js) => `<noscript><p title="</noscript><img src=x onerror=${js.replace(/;/g, ',')}>"></noscript>`,
  (js) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${js}">`,
];

/** The vectors as pieces of article HTML, in order. */
export function xssVectors(): string[] {
  return markup.map((vector, i) => vector(run(i + 1)));
}

export const VECTOR_COUNT = markup.length;

/** The vectors as one block of article HTML. */
export function xssHtml(): string {
  return xssVectors().join('\n');
}
