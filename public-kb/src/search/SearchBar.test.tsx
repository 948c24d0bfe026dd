import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { SearchBar } from './SearchBar';

const location = () => screen.getByTestId('location').textContent;
const input = () => screen.getByRole('searchbox', { name: 'Search the knowledge base' });
const summarySwitch = () => screen.getByRole('switch', { name: 'Search Summary' });

afterEach(() => vi.useRealTimers());

describe('SearchBar', () => {
  it('has the summary toggle on by default and adds aiSummary=true', async () => {
    renderAt('/', <SearchBar />);
    expect(summarySwitch()).toHaveAttribute('aria-checked', 'true');
    await userEvent.type(input(), 'lens calibration{Enter}');
    expect(location()).toBe('/search?q=lens+calibration&aiSummary=true');
  });

  it('leaves aiSummary out when the toggle is off, and submits with the button', async () => {
    renderAt('/', <SearchBar />);
    await userEvent.click(summarySwitch());
    expect(summarySwitch()).toHaveAttribute('aria-checked', 'false');
    await userEvent.type(input(), 'genlock');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/search?q=genlock');
  });

  it('trims the query, and an empty one does nothing', async () => {
    renderAt('/article/x', <SearchBar />);
    await userEvent.type(input(), '   {Enter}');
    expect(location()).toBe('/article/x');
    await userEvent.type(input(), ' tally  {Enter}');
    expect(location()).toBe('/search?q=tally&aiSummary=true');
  });

  it('disables the button for 500 ms after a submit', () => {
    vi.useFakeTimers();
    renderAt('/', <SearchBar />);
    fireEvent.change(input(), { target: { value: 'sync' } });
    fireEvent.submit(input().closest('form')!);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toBeDisabled();
    fireEvent.change(input(), { target: { value: 'other' } });
    fireEvent.submit(input().closest('form')!);
    expect(location()).toBe('/search?q=sync&aiSummary=true');
    act(() => vi.advanceTimersByTime(499));
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(button).toBeEnabled();
  });

  it('shows the search page query and setting, and the toggle re-runs that search', async () => {
    renderAt('/search?q=lens', <SearchBar />);
    expect(input()).toHaveValue('lens');
    expect(summarySwitch()).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(summarySwitch());
    expect(location()).toBe('/search?q=lens&aiSummary=true');
  });
});
