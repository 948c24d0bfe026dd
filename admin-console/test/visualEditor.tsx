import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, vi } from 'vitest';
import { RichTextEditor } from '../src/editor/RichTextEditor';
import type { UploadImage } from '../src/editor/ImagePrompt';

/**
 * jsdom has no contentEditable property; React reports selection changes in an editable element only with it.
 * Call at the top of a test file that selects text in the editor.
 */
export function withContentEditable(): void {
  beforeAll(() => {
    if ('contentEditable' in HTMLElement.prototype) return;
    Object.defineProperty(HTMLElement.prototype, 'contentEditable', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('contenteditable') ?? 'inherit';
      },
    });
  });
}

/** The visual editor holding `html`; `last()` is the HTML it reported last (undefined before any change). */
export function renderVisualEditor(html: string, uploadImage?: UploadImage) {
  const onChange = vi.fn();
  render(<RichTextEditor initialHtml={html} onChange={onChange} label="Article content" uploadImage={uploadImage} />);
  return { onChange, user: userEvent.setup(), last: () => onChange.mock.lastCall?.[0] as string | undefined };
}
