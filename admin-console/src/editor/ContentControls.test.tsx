import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@kb/api-client';
import { renderVisualEditor } from '../../test/visualEditor';
import type { UploadImage } from './ImagePrompt';

const setup = renderVisualEditor;

/** Pastes a file into the editor, as a browser does (draft-js reads the clipboard's items). */
function paste(file: File) {
  fireEvent.paste(screen.getByRole('textbox', { name: 'Article content' }), {
    clipboardData: { files: [file], items: [{ kind: 'file', type: file.type, getAsFile: () => file }], types: ['Files'], getData: () => '' },
  });
}

const png = (name = 'Lens Grid.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('callouts', () => {
  it('"Callout" makes the paragraph a note, tip, warning or Best Practice box, or a paragraph again', async () => {
    const { user, last } = setup('<p>Keep spares.</p>');
    const callout = screen.getByRole('combobox', { name: 'Callout' });
    await user.selectOptions(callout, 'Note');
    expect(last()).toBe('<blockquote class="kb-admonition kb-admonition-note"><strong>Note:</strong> Keep spares.</blockquote>');
    expect(callout).toHaveValue('note');
    await user.selectOptions(callout, 'Best Practice');
    expect(last()).toBe('<blockquote><strong>Best Practice:</strong> Keep spares.</blockquote>');
    await user.selectOptions(callout, 'No callout');
    expect(last()).toBe('<p>Keep spares.</p>');
  });
});

describe('code blocks', () => {
  it('offer a language picker that writes class="language-x"', async () => {
    const { user, last } = setup('<pre><code>sfctl status</code></pre>');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Code language' }), 'Bash');
    expect(last()).toBe('<pre><code class="language-bash">sfctl status</code></pre>');
  });

  it('show a language the picker does not list, and keep it', () => {
    setup('<pre><code class="language-ini">[a]</code></pre>');
    expect(screen.getByRole('combobox', { name: 'Code language' })).toHaveValue('ini');
  });

  it('have no language picker outside a code block', () => {
    setup('<p>text</p>');
    expect(screen.queryByRole('combobox', { name: 'Code language' })).toBeNull();
  });
});

describe('images', () => {
  it('"Upload image" asks for alt text, uploads the file and inserts the image', async () => {
    const upload = vi.fn<UploadImage>(async () => '/media/lens-grid-0123456789abcdef.png');
    const { user, last } = setup('<p>Grid</p>', upload);
    await user.click(screen.getByRole('button', { name: 'Upload image' }));
    await user.upload(screen.getByTestId('image-file'), png());
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Alt text is required');
    expect(upload).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Alt text'), 'Lens grid');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(last()).toBe('<p><img src="/media/lens-grid-0123456789abcdef.png" alt="Lens grid"/>Grid</p>'));
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'Lens Grid.png' }));
    expect(screen.queryByRole('form', { name: 'Insert image' })).toBeNull();
  });

  it('takes a pasted image the same way', async () => {
    const upload = vi.fn<UploadImage>(async () => '/media/pasted.png');
    const { user, last } = setup('<p>Grid</p>', upload);
    paste(png('image.png'));
    await user.type(await screen.findByLabelText('Alt text'), 'Pasted grid');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(last()).toContain('<img src="/media/pasted.png" alt="Pasted grid"/>'));
  });

  it("refuses a pasted SVG before sending it, and shows the server's refusal in words", async () => {
    const upload = vi.fn<UploadImage>(async () => {
      throw new ApiError(413, JSON.stringify({ error: 'Images may be at most 5 MB', code: 'payloadTooLarge' }), 'Payload Too Large');
    });
    const { user } = setup('<p>Grid</p>', upload);
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    paste(svg);
    expect(screen.getByRole('alert')).toHaveTextContent('logo.svg is not a PNG, JPEG, WebP or GIF image');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.upload(screen.getByTestId('image-file'), png());
    await user.type(screen.getByLabelText('Alt text'), 'Grid');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed: Images may be at most 5 MB');
  });

  it('has no upload button without an uploader', () => {
    setup('<p>Grid</p>');
    expect(screen.queryByRole('button', { name: 'Upload image' })).toBeNull();
  });
});
