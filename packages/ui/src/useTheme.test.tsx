import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, themeBootScript } from './theme';
import { resetThemeStore } from './themeStore';
import { useTheme } from './useTheme';

let deviceDark = false;
const mediaListeners = new Set<() => void>();

function installMatchMedia() {
  window.matchMedia = vi.fn((query: string) => ({
    matches: query.includes('dark') && deviceDark,
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

function Probe() {
  const { preference, resolved, cycleTheme } = useTheme();
  return (
    <button type="button" onClick={cycleTheme}>
      {preference}/{resolved}
    </button>
  );
}

beforeEach(() => {
  deviceDark = false;
  mediaListeners.clear();
  installMatchMedia();
  localStorage.clear();
  resetThemeStore();
  delete document.documentElement.dataset.theme;
});
afterEach(() => localStorage.clear());

describe('theme', () => {
  it('uses a product-specific storage key and defaults to system', () => {
    expect(THEME_STORAGE_KEY).toBe('skyframe-kb-theme');
    render(<Probe />);
    expect(screen.getByRole('button')).toHaveTextContent('system/light');
  });

  it('cycles system → dark → light → system on a light device, persisting and applying each to <html data-theme>', async () => {
    render(<Probe />);
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('system/light');
    await userEvent.click(button);
    expect(button).toHaveTextContent('dark/dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(button);
    expect(button).toHaveTextContent('light/light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    await userEvent.click(button);
    expect(button).toHaveTextContent('system/light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  });

  it('on a dark device the first click turns the page light', async () => {
    deviceDark = true;
    render(<Probe />);
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('system/dark');
    await userEvent.click(button);
    expect(button).toHaveTextContent('light/light');
    await userEvent.click(button);
    expect(button).toHaveTextContent('dark/dark');
    await userEvent.click(button);
    expect(button).toHaveTextContent('system/dark');
  });

  it('follows the device preference while on system', () => {
    render(<Probe />);
    deviceDark = true;
    act(() => mediaListeners.forEach((listener) => listener()));
    expect(screen.getByRole('button')).toHaveTextContent('system/dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('keeps an explicit choice when the device preference changes', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(<Probe />);
    deviceDark = true;
    act(() => mediaListeners.forEach((listener) => listener()));
    expect(screen.getByRole('button')).toHaveTextContent('light/light');
  });

  it('the boot script sets data-theme from storage before any bundle runs (no flash)', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    new Function(themeBootScript)();
    expect(document.documentElement.dataset.theme).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'system');
    deviceDark = true;
    new Function(themeBootScript)();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
