import fc from 'fast-check';
import { hostileString } from './hostileInput';

/** URL attribute values content can carry: invalid, odd-scheme, broken-escape and huge ones. */
const hostileUrl = fc.oneof(
  fc.constantFrom(
    'https://exa mple.com/a.png',
    'http://[::1',
    'https://%zz/',
    'https://example.com:99999/a.png',
    '//',
    'http://',
    '',
    ' ',
    '\u0000',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '/media/%E0%A4%A',
    '../../etc/passwd',
    'https://example.com/a.png" onerror="alert(1)',
    '\u202eexe.png',
  ),
  hostileString,
);

const attribute = (value: string) => value.replace(/"/g, '&quot;');

/** Fragments of article HTML built around hostile URLs and text. */
const fragment = fc.oneof(
  hostileUrl.map((src) => `<img src="${attribute(src)}" alt="x">`),
  fc.tuple(hostileUrl, hostileString).map(([href, text]) => `<a href="${attribute(href)}">${text}</a>`),
  hostileUrl.map((src) => `<iframe src="${attribute(src)}"></iframe>`),
  hostileString.map((text) => `<h2>${text}</h2>`),
  hostileString.map((text) => `<p>${text}</p>`),
  fc.constantFrom('<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<table><td>', '</div></body></html>', '<!--', '<![CDATA[', '<script>'),
);

/** Article HTML as an admin (or a broken import) could store it. */
export const hostileHtml = fc.array(fragment, { maxLength: 6 }).map((parts) => parts.join(''));
