import { describe, expect, it } from 'vitest';
import { assertHtmlShape } from './htmlShape';

const limits = { depth: 10, elements: 100 };
const shapeOf = (html: string) => {
  try {
    assertHtmlShape(html, limits);
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('assertHtmlShape', () => {
  it('counts nesting as a browser builds it: void and implied-closed elements do not nest', () => {
    expect(shapeOf(`${'<div>'.repeat(10)}x${'</div>'.repeat(10)}`)).toBe('ok');
    expect(shapeOf(`${'<div>'.repeat(11)}x${'</div>'.repeat(11)}`)).toBe('htmlTooDeep');
    // Never closed: as deep as it is open.
    expect(shapeOf('<div>'.repeat(11))).toBe('htmlTooDeep');
    expect(shapeOf('<p>one<br><img src=x>'.repeat(30))).toBe('ok');
    expect(shapeOf(`<ul>${'<li>item'.repeat(50)}</ul>`)).toBe('ok');
    // Markup inside comments and scripts is text, not elements.
    expect(shapeOf(`<!-- ${'<div>'.repeat(50)} --><script>${'<div>'.repeat(50)}</script>`)).toBe('ok');
  });

  it('refuses more elements than the limit, however flat', () => {
    expect(shapeOf('<span>x</span>'.repeat(100))).toBe('ok');
    expect(shapeOf('<span>x</span>'.repeat(101))).toBe('htmlTooManyElements');
  });
});
