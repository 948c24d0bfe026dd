import { describe, expect, it } from 'vitest';
import { leftoverSyntax } from './leftoverSyntax';

describe('leftoverSyntax', () => {
  it("finds each kind of source syntax left in a page's text", () => {
    const html = [
      '<p>/// note | Title</p>',
      '<p>!!! warning "Careful"</p>',
      '<p>=== "Python"</p>',
      '<p>--8&lt;-- "file.md"</p>',
      '<p>{! ./docs_src/a.py !} and {* ./b.py ln[1:2] *}</p>',
      '<p>Done :white_check_mark: :material-check:</p>',
      '<p><a href="/x">link</a>{.internal-link target=_blank}</p>',
      '<p>:::tip</p>',
    ].join('');
    expect(leftoverSyntax(html).map((found) => [found.syntax, found.match])).toEqual([
      ['///', '///'],
      ['!!!', '!!! w'],
      ['===', '=== "'],
      ['--8<--', '--8<--'],
      ['{!', '{! .'],
      ['{!', '{* .'],
      [':emoji:', ':white_check_mark:'],
      [':emoji:', ':material-check:'],
      ['{.', '{.i'],
      [':::', ':::tip'],
    ]);
  });

  it('leaves code, keyboard keys and ordinary punctuation alone', () => {
    const html =
      '<pre><code>// a\n/// doc comment\nif a === "b" {!x}</code></pre><p>Use <code>{.class}</code>, a ratio 3:2:1, 10:30:45, <kbd>!!!</kbd> and a == b.</p>';
    expect(leftoverSyntax(html)).toEqual([]);
  });
});
