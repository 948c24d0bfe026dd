/** Tags whose boundaries separate blocks of text (sentences never run across them). */
const BLOCK_TAG =
  /<\/?(?:p|div|li|ul|ol|h[1-6]|blockquote|pre|table|thead|tbody|tr|td|th|br|hr|figure|figcaption|dl|dt|dd|section|article|details|summary)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos|nbsp));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    const code = dec ? Number(dec) : hex ? parseInt(hex, 16) : undefined;
    if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    return NAMED[name!.toLowerCase()] ?? whole;
  });
}

/**
 * Plain text of stored article HTML, one block per line. Stored HTML has been through the content
 * pipeline (DOMPurify, then serialised by jsdom), so text nodes carry only the entities that
 * serialiser writes (&amp; &lt; &gt; &nbsp;) plus numeric ones; a regex pass is exact for it and
 * fast enough to index 50,000 articles at start, where a DOM parse per article is not.
 */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(BLOCK_TAG, '\n').replace(ANY_TAG, ''))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
