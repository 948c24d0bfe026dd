import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderVisualEditor } from '../../test/visualEditor';

const setup = (html = '<p>Hello</p>') => renderVisualEditor(html);

const CONTROLS = [
  'Bold',
  'Italic',
  'Underline',
  'Strikethrough',
  'Subscript',
  'Superscript',
  'Numbered list',
  'Bulleted list',
  'Decrease indent',
  'Increase indent',
  'Right to left',
  'Link',
  'Image',
  'Video',
  'Formula',
  'Blockquote',
  'Code block',
  'Clear formatting',
];

describe('Visual mode toolbar', () => {
  it('has every control of the specification, labelled', () => {
    setup();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar).toBeVisible();
    for (const name of CONTROLS) expect(screen.getByRole('button', { name })).toBeVisible();
    expect(screen.getAllByRole('option', { name: /^Heading [1-6]$/ })).toHaveLength(6);
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveTextContent(/Small.*Normal.*Large.*Huge/);
    for (const name of ['Font', 'Text colour', 'Background colour', 'Align']) expect(screen.getByRole('combobox', { name })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Article content' })).toHaveTextContent('Hello');
  });

  it('does not report a change when nothing was edited', () => {
    const { onChange } = setup('<h2 id="x">Hello</h2>');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('headings and alignment change the block at the cursor', async () => {
    const { user, last } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Heading' }), 'Heading 3');
    expect(last()).toBe('<h3>Hello</h3>');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Align' }), 'Align center');
    expect(last()).toBe('<h3 style="text-align: center">Hello</h3>');
    await user.click(screen.getByRole('button', { name: 'Right to left' }));
    expect(last()).toBe('<h3 dir="rtl" style="text-align: center">Hello</h3>');
    expect(screen.getByRole('button', { name: 'Right to left' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('inserts a formula rendered with KaTeX', async () => {
    const { user, last } = setup();
    await user.click(screen.getByRole('button', { name: 'Formula' }));
    await user.type(screen.getByLabelText('LaTeX formula'), 'x^2');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(last()).toBe('<p><span class="formula">x^2</span>Hello</p>');
    await waitFor(() => expect(screen.getByTestId('formula-render').querySelector('math')).not.toBeNull());
  });

  it('inserts a video only from YouTube or Vimeo', async () => {
    const { user, last } = setup();
    await user.click(screen.getByRole('button', { name: 'Video' }));
    await user.type(screen.getByLabelText('Video URL (YouTube or Vimeo)'), 'https://evil.example/v');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Use a YouTube or Vimeo link');
    await user.clear(screen.getByLabelText('Video URL (YouTube or Vimeo)'));
    await user.type(screen.getByLabelText('Video URL (YouTube or Vimeo)'), 'https://youtu.be/abc');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(last()).toContain('<iframe class="video" src="https://www.youtube.com/embed/abc"');
  });

  it('inserts an image with alt text and a link', async () => {
    const { user, last } = setup();
    await user.click(screen.getByRole('button', { name: 'Image' }));
    await user.type(screen.getByLabelText('Image URL'), '/media/a.svg');
    await user.type(screen.getByLabelText('Alt text'), 'Diagram');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(last()).toBe('<p><img src="/media/a.svg" alt="Diagram"/>Hello</p>');
    expect(screen.getByRole('img', { name: 'Diagram' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByLabelText('Link URL'), 'https://example.com{Enter}');
    expect(last()).toContain('<a href="https://example.com">https://example.com</a>');
  });

  it('keeps a table it cannot edit (a line break in a cell) and shows it', () => {
    setup('<table><tbody><tr><td>27100<br>27101</td></tr></tbody></table>');
    expect(screen.getByText('HTML block (edit it in HTML mode)')).toBeVisible();
    expect(screen.getByRole('cell')).toHaveTextContent('2710027101');
  });
});
