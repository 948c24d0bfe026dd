import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, type FetchCall } from '@kb/test-support';
import { dashboardTestHooks } from '../../test/dashboardHooks';
import { renderAdmin, TOKEN } from '../../test/renderAdmin';
import { SlugField } from './SlugField';

dashboardTestHooks();

function Slug() {
  const [slug, setSlug] = useState('pelican-genlock-primer');
  return <SlugField token={TOKEN} value={slug} onChange={setSlug} articleId={null} />;
}

describe('SlugField', () => {
  it('says a slug is being checked until the answer comes, so its line never goes blank, then what the check found', async () => {
    const held: Array<() => void> = [];
    fakeFetch({
      'GET /api/admin/slug-check*': (call: FetchCall) =>
        new Promise((resolve) => {
          const slug = call.url.searchParams.get('slug')!;
          held.push(() => resolve({ body: { slug, available: true, problem: null, redirectOf: null } }));
        }),
    });
    renderAdmin(<Slug />, '/admin');
    const user = userEvent.setup();
    expect(await screen.findByText('Checking /article/pelican-genlock-primer…')).toBeVisible();
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    held.shift()!();
    expect(await screen.findByText('Available: /article/pelican-genlock-primer')).toBeVisible();

    const field = screen.getByRole('textbox', { name: /Slug/ });
    await user.clear(field);
    await user.type(field, 'pelican-genlock-guide');
    // Typed, and while the server has not answered: the old slug's answer is gone, the line says what is checked.
    expect(screen.queryByText('Available: /article/pelican-genlock-primer')).toBeNull();
    expect(screen.getByText('Checking /article/pelican-genlock-guide…')).toBeVisible();
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    expect(screen.getByText('Checking /article/pelican-genlock-guide…')).toBeVisible();
    while (held.length) held.shift()!();
    expect(await screen.findByText('Available: /article/pelican-genlock-guide')).toBeVisible();
  });
});
