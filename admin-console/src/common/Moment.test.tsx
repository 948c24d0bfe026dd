import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dateTime } from './dates';
import { Moment } from './Moment';

describe('a moment in a table', () => {
  it('reads exactly as dateTime writes it, in a <time> with the moment itself', () => {
    for (const at of [new Date(2026, 10, 26, 9, 5), new Date(2026, 0, 1, 0, 0), new Date(2026, 6, 4, 23, 59)].map((date) => date.toISOString())) {
      const { container, unmount } = render(<Moment at={at} />);
      const element = container.querySelector('time')!;
      expect(element.textContent).toBe(dateTime(at));
      expect(element.getAttribute('datetime')).toBe(at);
      unmount();
    }
  });
});
