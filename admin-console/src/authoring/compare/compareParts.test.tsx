import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Differences } from './compareParts';
import { compareHtml } from './revisionDiff';

describe('Differences', () => {
  it('"Next change" marks each change in turn, then the first again', async () => {
    const user = userEvent.setup();
    render(<Differences blocks={compareHtml('<p>Red cable.</p><p>Kept.</p><p>Old end.</p>', '<p>Blue cable.</p><p>Kept.</p><p>New end.</p>')} />);
    const changes = () => [...screen.getByLabelText('Differences').querySelectorAll('ins, del')];
    const current = () => changes().findIndex((change) => change.hasAttribute('data-current'));
    expect(changes()).toHaveLength(4);
    expect(current()).toBe(-1);
    for (const expected of [0, 1, 2, 3, 0]) {
      await user.click(screen.getByRole('button', { name: 'Next change' }));
      expect(current()).toBe(expected);
      expect(changes().filter((change) => change.hasAttribute('data-current'))).toHaveLength(1);
    }
  });
});
