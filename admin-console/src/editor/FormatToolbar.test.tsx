import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderVisualEditor, withContentEditable } from '../../test/visualEditor';

type User = ReturnType<typeof userEvent.setup>;

withContentEditable();

/** Selects `word` in the editor as a user dragging over it would. */
function select(word: string): void {
  const box = screen.getByRole('textbox', { name: 'Article content' });
  act(() => box.focus());
  const leaves = Array.from(box.querySelectorAll('[data-text="true"]'), (leaf) => leaf.firstChild as Text);
  const text = leaves.find((node) => node.data.includes(word))!;
  act(() => {
    const range = document.createRange();
    range.setStart(text, text.data.indexOf(word));
    range.setEnd(text, text.data.indexOf(word) + word.length);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));
  });
}

const click = (name: string) => (user: User) => user.click(screen.getByRole('button', { name }));
const choose = (control: string, option: string) => (user: User) => user.selectOptions(screen.getByRole('combobox', { name: control }), option);
const insert = (button: string, fields: Array<[label: string, value: string]>) => async (user: User) => {
  await user.click(screen.getByRole('button', { name: button }));
  for (const [label, value] of fields) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Insert' }));
};

const PLAIN = '<p>a word</p>';

/** Control, the HTML before, what the admin does with 'word' selected, the HTML onChange reports. */
const CASES: Array<[string, string, (user: User) => Promise<void>, string]> = [
  ...[1, 2, 3, 4, 5, 6].map((level): [string, string, (user: User) => Promise<void>, string] => [
    `Heading ${level}`,
    PLAIN,
    choose('Heading', `Heading ${level}`),
    `<h${level}>a word</h${level}>`,
  ]),
  ['Paragraph', '<h2>a word</h2>', choose('Heading', 'Paragraph'), PLAIN],
  ['Bold', PLAIN, click('Bold'), '<p>a <strong>word</strong></p>'],
  ['Italic', PLAIN, click('Italic'), '<p>a <em>word</em></p>'],
  ['Underline', PLAIN, click('Underline'), '<p>a <u>word</u></p>'],
  ['Strikethrough', PLAIN, click('Strikethrough'), '<p>a <s>word</s></p>'],
  ['Subscript', PLAIN, click('Subscript'), '<p>a <sub>word</sub></p>'],
  ['Superscript', PLAIN, click('Superscript'), '<p>a <sup>word</sup></p>'],
  ['Numbered list', PLAIN, click('Numbered list'), '<ol>\n  <li>a word</li>\n</ol>'],
  ['Bulleted list', PLAIN, click('Bulleted list'), '<ul>\n  <li>a word</li>\n</ul>'],
  ['Increase indent', PLAIN, click('Increase indent'), '<p style="margin-left: 3em">a word</p>'],
  ['Decrease indent', '<p style="margin-left: 6em">a word</p>', click('Decrease indent'), '<p style="margin-left: 3em">a word</p>'],
  ['Right to left', PLAIN, click('Right to left'), '<p dir="rtl">a word</p>'],
  ['Size Small', PLAIN, choose('Size', 'Small'), '<p>a <span style="font-size: 0.75em">word</span></p>'],
  ['Size Normal', '<p>a <span style="font-size: 2.5em">word</span></p>', choose('Size', 'Normal'), PLAIN],
  ['Size Large', PLAIN, choose('Size', 'Large'), '<p>a <span style="font-size: 1.5em">word</span></p>'],
  ['Size Huge', PLAIN, choose('Size', 'Huge'), '<p>a <span style="font-size: 2.5em">word</span></p>'],
  ['Text colour', PLAIN, choose('Text colour', 'Red'), '<p>a <span style="color: #c0392b">word</span></p>'],
  ['Background colour', PLAIN, choose('Background colour', 'Yellow'), '<p>a <span style="background-color: #f1c40f">word</span></p>'],
  ['Font', PLAIN, choose('Font', 'Serif'), '<p>a <span style="font-family: Georgia, serif">word</span></p>'],
  ['Align center', PLAIN, choose('Align', 'Align center'), '<p style="text-align: center">a word</p>'],
  ['Align right', PLAIN, choose('Align', 'Align right'), '<p style="text-align: right">a word</p>'],
  ['Justify', PLAIN, choose('Align', 'Justify'), '<p style="text-align: justify">a word</p>'],
  ['Align left', '<p style="text-align: center">a word</p>', choose('Align', 'Align left'), PLAIN],
  ['Link', PLAIN, insert('Link', [['Link URL', 'https://example.com/docs']]), '<p>a <a href="https://example.com/docs">word</a></p>'],
  [
    'Image',
    PLAIN,
    insert('Image', [
      ['Image URL', '/media/a.svg'],
      ['Alt text', 'Diagram'],
    ]),
    '<p>a <img src="/media/a.svg" alt="Diagram"/></p>',
  ],
  [
    'Video',
    PLAIN,
    insert('Video', [['Video URL (YouTube or Vimeo)', 'https://youtu.be/abc123']]),
    '<p>a <iframe class="video" src="https://www.youtube.com/embed/abc123" width="560" height="315" frameborder="0" allowfullscreen="true"></iframe></p>',
  ],
  ['Formula', PLAIN, insert('Formula', [['LaTeX formula', 'x^2']]), '<p>a <span class="formula">x^2</span></p>'],
  ['Blockquote', PLAIN, click('Blockquote'), '<blockquote>a word</blockquote>'],
  ['Code block', PLAIN, click('Code block'), '<pre><code>a word</code></pre>'],
  ['Clear formatting', '<p>a <span style="color: #c0392b"><strong><em>word</em></strong></span></p>', click('Clear formatting'), PLAIN],
];

describe('each toolbar control applied to a selection', () => {
  it.each(CASES)('%s', async (_control, before, apply, expected) => {
    const { onChange, user } = renderVisualEditor(before);
    select('word');
    await apply(user);
    expect(onChange).toHaveBeenLastCalledWith(expected);
  });
});
