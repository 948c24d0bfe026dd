import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe, renderAt } from '../../test/render';
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

  it("is a GET form to the edition's search page, for a reader whose app has not taken over yet", () => {
    render(app('/v2/article/x', '/v2'));
    const form = input().closest('form')!;
    expect(form).toHaveAttribute('action', '/v2/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(submitted(form)).toBe('q=&aiSummary=true');
    fireEvent.click(summarySwitch());
    fireEvent.change(input(), { target: { value: 'genlock' } });
    expect(submitted(form)).toBe('q=genlock');
  });

  it('searches what a reader typed before the app took over when Enter comes in the middle of the take-over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(app('/'));
    document.body.append(container);
    container.querySelector('input')!.value = 'camera';
    // hydrateRoot listens at once but hydrates later: the submit makes React hydrate there and then, and run the
    // form's handler before any effect.
    const root = hydrateRoot(container, app('/'));
    fireEvent.submit(container.querySelector('form')!);
    await act(async () => {});
    expect(location()).toBe('/search?q=camera&aiSummary=true');
    act(() => root.unmount());
    container.remove();
  });

  it('searches what a reader typed into the server-rendered field before the app took over', async () => {
    const cases: [route: string, typed: string, expected: string][] = [
      ['/article/x', 'camera', '/search?q=camera&aiSummary=true'],
      ['/search?q=lens', 'lens files', '/search?q=lens+files'],
    ];
    for (const [route, typed, expected] of cases) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(app(route));
      document.body.append(container);
      container.querySelector('input')!.value = typed;
      const root = await act(async () => hydrateRoot(container, app(route)));
      expect(input()).toHaveValue(typed);
      fireEvent.submit(input().closest('form')!);
      expect(location()).toBe(expected);
      act(() => root.unmount());
      container.remove();
    }
  });
});

/** What the browser sends for the form when it submits it itself. */
const submitted = (form: HTMLFormElement) => new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)])).toString();

// The header's field as the server renders it and the browser takes it over, under an edition's prefix or none.
const app = (route: string, basename?: string): ReactElement => (
  <MemoryRouter initialEntries={[route]} basename={basename}>
    <Routes>
      <Route path="*" element={<SearchBar />} />
    </Routes>
    <LocationProbe />
  </MemoryRouter>
);
