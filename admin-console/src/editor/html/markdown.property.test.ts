import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlToContent } from './editorHtml';
import { markdownToHtml } from './markdownHtml';
import { toHtml } from './toHtml';

/** One top-level block as a reader sees its structure: its element, and its text (a list's items, a code block's language). */
type Shape = string;

const word = fc.stringMatching(/^[a-z]{1,8}$/);
const words = fc.array(word, { minLength: 1, maxLength: 5 }).map((list) => list.join(' '));

/** A Markdown block and the shape it must keep. */
const block: fc.Arbitrary<[markdown: string, shape: Shape]> = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 6 }), words).map(([level, text]): [string, Shape] => [`${'#'.repeat(level)} ${text}`, `h${level}:${text}`]),
  fc.tuple(words, words, fc.constantFrom('**', '*', '`')).map(([text, marked, mark]): [string, Shape] => {
    const tag = { '**': 'strong', '*': 'em', '`': 'code' }[mark]!;
    return [`${text} ${mark}${marked}${mark}`, `p:${text} ${marked}|${tag}:${marked}`];
  }),
  fc.array(words, { minLength: 1, maxLength: 4 }).map((items): [string, Shape] => [items.map((item) => `- ${item}`).join('\n'), `ul:${items.join('/')}`]),
  fc
    .array(words, { minLength: 1, maxLength: 4 })
    .map((items): [string, Shape] => [items.map((item, i) => `${i + 1}. ${item}`).join('\n'), `ol:${items.join('/')}`]),
  fc
    .tuple(fc.constantFrom('', 'bash', 'json', 'python'), fc.array(words, { minLength: 1, maxLength: 3 }))
    .map(([language, lines]): [string, Shape] => [['```' + language, ...lines, '```'].join('\n'), `pre:${language}:${lines.join('\n')}`]),
  words.map((text): [string, Shape] => [`> ${text}`, `blockquote:${text}`]),
);

/** The shapes of article HTML's top-level blocks. */
function shapes(html: string): Shape[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.children, (element) => {
    const tag = element.tagName.toLowerCase();
    if (tag === 'ul' || tag === 'ol') return `${tag}:${Array.from(element.children, (li) => li.textContent?.trim()).join('/')}`;
    if (tag === 'pre') return `pre:${/language-(\S+)/.exec(element.firstElementChild?.className ?? '')?.[1] ?? ''}:${element.textContent}`;
    const inline = element.querySelector('strong, em, code');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return inline ? `${tag}:${text}|${inline.tagName.toLowerCase()}:${inline.textContent}` : `${tag}:${text}`;
  });
}

/** Two lists of one kind with only a blank line between them are one list in Markdown: they are kept apart here. */
const apart = (blocks: Array<[string, Shape]>) =>
  blocks.every(([, shape], i) => i === 0 || !/^[uo]l:/.test(shape) || blocks[i - 1]![1].slice(0, 3) !== shape.slice(0, 3));

describe('Markdown paste', () => {
  it('keeps the structure: Markdown → the editor → article HTML has the same blocks, lists, code languages and inline marks', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 6 }).filter(apart), (blocks) => {
        const markdown = blocks.map(([source]) => source).join('\n\n');
        expect(shapes(toHtml(htmlToContent(markdownToHtml(markdown))))).toEqual(blocks.map(([, shape]) => shape));
      }),
      { numRuns: 40 },
    );
  });
});
