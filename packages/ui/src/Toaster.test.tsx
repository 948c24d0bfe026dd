import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './constants';
import { Toaster } from './Toaster';
import { dismissToast, getToasts, toast } from './toastStore';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => dismissToast());
  act(() => vi.runAllTimers());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('has the SPEC §9 constants', () => {
    expect([TOAST_LIMIT, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS]).toEqual([1, 5000, 1_000_000]);
    expect([TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 300]);
  });

  it('shows one toast at a time: a new one replaces the current one', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Second' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Second');
  });

  it('hides after 5000 ms by default and is dropped after the removal delay', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Link copied', description: 'The page URL is on your clipboard.' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Link copied')).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
    expect(getToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(getToasts()).toHaveLength(0);
  });

  it('announces a destructive toast as an alert and any other as a status', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Failed to save revision', variant: 'destructive' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to save revision×$/);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => void toast({ title: 'Revision saved' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Revision saved×$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be dismissed with its close button', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Hello' }));
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });
});
