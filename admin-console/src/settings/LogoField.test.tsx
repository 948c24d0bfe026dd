import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../test/renderAdmin';
import { LogoField } from './LogoField';

/** The preview's image loaded at `width`×`height` pixels. */
function loaded(width: number, height: number) {
  const image = screen.getByRole('img', { name: 'Preview of the favicon' }).querySelector('img')!;
  Object.defineProperty(image, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(image, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(image);
}

/** The favicon field, its value changed as an upload would (the button stands for one). */
function Favicon() {
  const [value, setValue] = useState('/media/wide.png');
  return (
    <>
      <LogoField token="t" kind="favicon" label="Favicon" value={value} onChange={setValue} emptyText="No favicon" />
      <button type="button" onClick={() => setValue('/media/square.png')}>
        Another upload
      </button>
    </>
  );
}

describe('LogoField', () => {
  it('says a favicon that is not square is squeezed, only for the image it loaded', () => {
    renderSection(<Favicon />, '/admin/settings');
    loaded(64, 32);
    expect(
      screen.getByText('A favicon should be square: this one is 64×32 pixels, and browsers will squeeze it.', { selector: '[role=status]' }),
    ).toBeVisible();
    // Another upload: nothing is said of it until it has loaded, and a square one says nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Another upload' }));
    expect(screen.queryByText(/should be square/)).toBeNull();
    loaded(32, 32);
    expect(screen.queryByText(/should be square/)).toBeNull();
  });
});
