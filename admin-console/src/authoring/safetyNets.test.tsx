import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ArticleSettings } from '@kb/contracts';
import { fakeFetch, type Answer } from '@kb/test-support';
import { dashboardTestHooks } from '../../test/dashboardHooks';
import { renderAdmin, TOKEN } from '../../test/renderAdmin';
import { EditorActions } from '../editor/EditorActions';
import { SessionProvider } from '../session/SessionProvider';
import { ArticleLifecycle } from './ArticleLifecycle';
import { useBrokenLinkGuard } from './links/useBrokenLinkGuard';

const ID = '00000000-0000-4000-8000-000000000001';
const ARTICLE = { id: ID, title: 'Pelican Genlock Guide', slug: 'pelican-genlock-guide', status: 'published' } as ArticleSettings;
const OWNER = {
  'GET /api/admin/session': {
    body: { adminName: 'Ada', personId: null, email: null, role: 'owner', expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
  },
};

dashboardTestHooks();

function renderInSession(element: React.ReactElement, routes: Record<string, Answer>) {
  const api = fakeFetch({ ...OWNER, ...routes });
  renderAdmin(<SessionProvider>{element}</SessionProvider>, '/admin');
  return { api, user: userEvent.setup() };
}

describe('Unpublish', () => {
  it('asks first, naming the article; Cancel and Close leave it published; the confirmation unpublishes it', async () => {
    const { api, user } = renderInSession(<ArticleLifecycle token={TOKEN} article={ARTICLE} onDeleted={() => undefined} />, {
      [`POST /api/admin/articles/${ID}/unpublish`]: { body: { ...ARTICLE, status: 'unpublished' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish “Pelican Genlock Guide”?' });
    expect(dialog).toHaveTextContent('“Pelican Genlock Guide” leaves the site');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.made('POST', `/api/admin/articles/${ID}/unpublish`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unpublish “Pelican Genlock Guide”' }));
    await waitFor(() => expect(api.made('POST', `/api/admin/articles/${ID}/unpublish`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

function PublishButton({ content, onPublish }: { content: string; onPublish: () => void }) {
  const { guard, dialog } = useBrokenLinkGuard(TOKEN);
  return (
    <>
      <button type="button" onClick={() => void guard(ID, ARTICLE.title, content, onPublish)}>
        Publish
      </button>
      {dialog}
    </>
  );
}

const check = (problems: unknown[], external: unknown[] = []) => ({
  'POST /api/admin/check-links': { body: { internalCount: problems.length, problems, external } },
});
const BROKEN = { href: '/article/no-such-page', text: 'the setup page', problem: 'missing', message: 'No article has this address', fixedHref: null };

describe('Publish with broken internal links', () => {
  it('lists them and asks: Cancel does not publish, "Publish anyway" does', async () => {
    const onPublish = vi.fn();
    const { api, user } = renderInSession(
      <PublishButton content='<p><a href="/article/no-such-page">the setup page</a></p>' onPublish={onPublish} />,
      check([BROKEN]),
    );
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: '“Pelican Genlock Guide” has broken links' });
    expect(within(dialog).getByRole('list', { name: 'Broken links' })).toHaveTextContent(
      '“the setup page” (/article/no-such-page): No article has this address',
    );
    expect(api.made('POST', '/api/admin/check-links')[0]?.body).toEqual({
      articleId: ID,
      content: '<p><a href="/article/no-such-page">the setup page</a></p>',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onPublish).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish anyway' }));
    expect(onPublish).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('publishes at once when the internal links are fine, even with a broken external link', async () => {
    const onPublish = vi.fn();
    const external = [{ url: 'https://gone.example/', text: 'gone', state: 'broken', detail: 'The server answered HTTP 404', checkedAt: null }];
    const { user } = renderInSession(<PublishButton content="<p>Fine</p>" onPublish={onPublish} />, check([], external));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Disabled buttons say why', () => {
  it('Save and Publish carry the reason as their tooltip', () => {
    const props = {
      saving: false,
      publishing: false,
      mode: 'visual' as const,
      onSave: () => undefined,
      onPublish: () => undefined,
      onModeChange: () => undefined,
    };
    const { rerender } = renderAdmin(<EditorActions {...props} canSave={false} canPublish={false} dirty={false} />, '/admin');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('title', 'No unsaved changes to save');
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveAttribute('title', 'No saved revision to publish');
    rerender(<EditorActions {...props} canSave canPublish={false} dirty />);
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('title');
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveAttribute('title', 'Save your changes before publishing');
    rerender(<EditorActions {...props} canSave canPublish={false} dirty blocked={{ save: null, publish: 'Needs the Publisher role' }} />);
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveAttribute('title', 'Needs the Publisher role');
  });
});
