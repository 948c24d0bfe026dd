import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { article } from '../../test/fixtures';
import { stubMatchMedia } from '../../test/render';
import { TableOfContents } from './TableOfContents';

const tops: Record<string, number> = {};
const original = Element.prototype.getBoundingClientRect;

beforeEach(() => {
  stubMatchMedia();
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    return DOMRect.fromRect({ x: 0, y: tops[this.id] ?? 0, width: 100, height: 20 });
  };
  // Frames run at once (and report no pending frame).
  window.requestAnimationFrame = (callback) => {
    callback(0);
    return 0;
  };
  document.body.innerHTML = '';
  for (const id of ['what-a-lens-file-contains', 'principal-point', 'next-steps']) {
    const heading = document.createElement('h2');
    heading.id = id;
    document.body.append(heading);
  }
  window.history.replaceState(null, '', '/article/lens-calibration-basics');
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = original;
  window.innerHeight = 768;
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  Reflect.deleteProperty(window, 'scrollY');
});

function scrollTo(positions: Record<string, number>) {
  Object.assign(tops, positions);
  act(() => void window.dispatchEvent(new Event('scroll')));
}

describe('TableOfContents', () => {
  it("lists the headings under 'In This Article'", () => {
    render(<TableOfContents entries={article.tableOfContents} />);
    expect(screen.getByRole('heading', { name: 'In This Article' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Principal Point' })).toHaveAttribute('href', '#principal-point');
  });

  it('highlights the heading within 100 px of the top (a short window) and writes it to the URL hash while scrolling', () => {
    window.innerHeight = 300;
    Object.assign(tops, { 'what-a-lens-file-contains': 300, 'principal-point': 700, 'next-steps': 1200 });
    render(<TableOfContents entries={article.tableOfContents} />);
    expect(document.querySelector('[aria-current]')).toBeNull();
    scrollTo({ 'what-a-lens-file-contains': 101, 'principal-point': 501, 'next-steps': 1001 });
    expect(document.querySelector('[aria-current]')).toBeNull();
    scrollTo({ 'what-a-lens-file-contains': 100, 'principal-point': 500, 'next-steps': 1000 });
    expect(screen.getByRole('link', { name: 'What a Lens File Contains' })).toHaveAttribute('aria-current', 'location');
    expect(window.location.hash).toBe('#what-a-lens-file-contains');
    scrollTo({ 'what-a-lens-file-contains': -400, 'principal-point': 101, 'next-steps': 600 });
    expect(screen.getByRole('link', { name: 'What a Lens File Contains' })).toHaveAttribute('aria-current', 'location');
    scrollTo({ 'what-a-lens-file-contains': -401, 'principal-point': 100, 'next-steps': 599 });
    expect(screen.getByRole('link', { name: 'Principal Point' })).toHaveAttribute('aria-current', 'location');
    expect(window.location.hash).toBe('#principal-point');
    scrollTo({ 'what-a-lens-file-contains': -900, 'principal-point': -300, 'next-steps': 40 });
    expect(screen.getByRole('link', { name: 'Next Steps' })).toHaveAttribute('aria-current', 'location');
    expect(window.location.hash).toBe('#next-steps');
  });

  it('in a tall window, highlights the heading in its top third, and the last heading in view at the end of the page', () => {
    window.innerHeight = 900;
    render(<TableOfContents entries={article.tableOfContents} />);
    scrollTo({ 'what-a-lens-file-contains': -400, 'principal-point': 290, 'next-steps': 700 });
    expect(screen.getByRole('link', { name: 'Principal Point' })).toHaveAttribute('aria-current', 'location');
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1100 });
    scrollTo({ 'what-a-lens-file-contains': -500, 'principal-point': 190, 'next-steps': 600 });
    expect(screen.getByRole('link', { name: 'Next Steps' })).toHaveAttribute('aria-current', 'location');
  });

  it('moves to a heading on click and gives it focus', async () => {
    render(<TableOfContents entries={article.tableOfContents} />);
    await userEvent.click(screen.getByRole('link', { name: 'Next Steps' }));
    expect(document.getElementById('next-steps')).toHaveFocus();
    expect(window.location.hash).toBe('#next-steps');
  });
});
