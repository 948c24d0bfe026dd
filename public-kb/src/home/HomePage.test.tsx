import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stats } from '../../test/fixtures';
import { fakeFetch } from '@kb/test-support';
import { renderAt } from '../../test/render';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  it('welcomes, mentions 2016 and 120+ deployments, and shows the ARTICLES / IMAGES / WORDS tiles', async () => {
    fakeFetch({ '/api/stats': { body: stats } });
    renderAt('/', <HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to the Skyframe Studio Knowledge Base' })).toBeInTheDocument();
    expect(screen.getByText(/2016/)).toHaveTextContent(/120\+ deployments/);
    const tiles = screen.getAllByRole('term').map((term) => term.textContent);
    expect(tiles).toEqual(['ARTICLES', 'IMAGES', 'WORDS']);
    await screen.findByText('42');
    const values = screen.getAllByRole('definition').map((d) => within(d).getByText(/\d/).textContent);
    expect(values).toEqual(['42', '23', '21,960']);
    expect(document.title).toBe('Knowledge Base | Skyframe Studio');
  });
});
