import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../test/render';
import en from '../i18n/catalogues/en.imageModal.json';
import ImageModal from './ImageModal';

const HINTS = { mouse: en['imageModal.hintMouse'], touch: en['imageModal.hintTouch'] };
const LOADING_TEXT = en['imageModal.loading'];

const IMAGE = { src: '/media/grid.svg', alt: 'Calibration grid' };
const original = Element.prototype.getBoundingClientRect;

beforeEach(() => {
  stubMatchMedia();
  // The stage is 800 × 600 px; the image is 1600 × 1200, so fit is 50%.
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    return this.getAttribute('data-testid') === 'zoom-stage' ? DOMRect.fromRect({ x: 0, y: 0, width: 800, height: 600 }) : original.call(this);
  };
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = original;
});

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ImageModal
      image={open ? IMAGE : null}
      onClose={() => {
        setOpen(false);
        onClose();
      }}
    />
  );
}

function openLoaded(onClose?: () => void) {
  render(<Harness onClose={onClose} />);
  expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();
  const img = screen.getByAltText(IMAGE.alt);
  Object.defineProperty(img, 'naturalWidth', { value: 1600 });
  Object.defineProperty(img, 'naturalHeight', { value: 1200 });
  fireEvent.load(img);
  return img;
}

const level = () => screen.getByLabelText('Zoom level').textContent;

describe('ImageModal', () => {
  it("shows 'Loading high resolution...' until the image has loaded, then fits it (never above 100%)", () => {
    openLoaded();
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
    expect(level()).toBe('50%');
  });

  it('zooms in, out, fits and resets with its buttons', async () => {
    openLoaded();
    const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
    await click('Zoom in');
    expect(level()).toBe('63%');
    await click('Zoom out');
    expect(level()).toBe('50%');
    await click('Reset');
    expect(level()).toBe('100%');
    await click('Fit');
    expect(level()).toBe('50%');
  });

  it('answers + or =, - or _, and 0, within 50%–500%', async () => {
    openLoaded();
    await userEvent.keyboard('+');
    expect(level()).toBe('63%');
    await userEvent.keyboard('=');
    expect(level()).toBe('78%');
    await userEvent.keyboard('_');
    expect(level()).toBe('63%');
    await userEvent.keyboard('0');
    expect(level()).toBe('100%');
    await userEvent.keyboard('='.repeat(12));
    expect(level()).toBe('500%');
    await userEvent.keyboard('-'.repeat(20));
    expect(level()).toBe('50%');
  });

  it('zooms with the wheel and toggles 2× / fit on double-click', () => {
    openLoaded();
    const stage = screen.getByTestId('zoom-stage');
    fireEvent.wheel(stage, { deltaY: -100, clientX: 400, clientY: 300 });
    expect(level()).toBe('63%');
    fireEvent.wheel(stage, { deltaY: 100, clientX: 400, clientY: 300 });
    expect(level()).toBe('50%');
    fireEvent.doubleClick(stage, { clientX: 400, clientY: 300 });
    expect(level()).toBe('200%');
    fireEvent.doubleClick(stage, { clientX: 400, clientY: 300 });
    expect(level()).toBe('50%');
  });

  it('pans by dragging', () => {
    const img = openLoaded();
    const stage = screen.getByTestId('zoom-stage');
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'mouse', clientX: 100, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 1, pointerType: 'mouse', clientX: 150, clientY: 120 });
    fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'mouse', clientX: 150, clientY: 120 });
    expect(img.style.transform).toContain('translate(50px, 20px) scale(0.5)');
  });

  it('toggles zoom on a double tap within 300 ms, and pinches', () => {
    const now = vi.spyOn(Date, 'now');
    openLoaded();
    const stage = screen.getByTestId('zoom-stage');
    const tap = (at: number) => {
      now.mockReturnValue(at);
      fireEvent.pointerDown(stage, { pointerId: 5, pointerType: 'touch', clientX: 400, clientY: 300 });
      fireEvent.pointerUp(stage, { pointerId: 5, pointerType: 'touch', clientX: 400, clientY: 300 });
    };
    tap(1_000);
    tap(1_400);
    expect(level()).toBe('50%');
    tap(1_650);
    expect(level()).toBe('200%');
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 300 });
    fireEvent.pointerDown(stage, { pointerId: 2, pointerType: 'touch', clientX: 500, clientY: 300 });
    fireEvent.pointerMove(stage, { pointerId: 2, pointerType: 'touch', clientX: 700, clientY: 300 });
    expect(level()).toBe('400%');
    now.mockRestore();
  });

  it('describes the mouse gestures by default', () => {
    openLoaded();
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(HINTS.mouse);
  });

  it('shows the touch hint on touch screens', () => {
    stubMatchMedia((query) => query === '(pointer: coarse)');
    openLoaded();
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(HINTS.touch);
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    openLoaded(onClose);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on its close button', async () => {
    const onClose = vi.fn();
    openLoaded(onClose);
    await userEvent.click(screen.getByRole('button', { name: 'Close image viewer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
