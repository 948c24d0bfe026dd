import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentSession } from '@kb/contracts';
import { dashboardTestHooks } from '../../../test/dashboardHooks';
import { api, ARTICLE_A, editInHtml, ID, openArticleA, setup } from '../../../test/articleEditor';

dashboardTestHooks();

const AUTOSAVE = `/api/admin/articles/${ARTICLE_A.id}/autosave`;
const as = (role: CurrentSession['role']) => ({
  'GET /api/admin/session': { body: { adminName: 'Me', personId: ID(9), email: 'me@example.com', role, expiresAt: '2099-01-01T00:00:00.000Z' } },
  [`GET ${AUTOSAVE}`]: { body: { autosave: null } },
  [`POST ${AUTOSAVE}`]: {},
});

describe('the article editor autosaves to the server', () => {
  it("an Editor's typing, with the working copy it started from", async () => {
    const user = setup(as('editor'));
    await openArticleA(user);
    await editInHtml(user, '<p>New words</p>');
    await waitFor(() => expect(api!.made('POST', AUTOSAVE).length).toBeGreaterThan(0));
    expect(api!.made('POST', AUTOSAVE)[0]!.body).toEqual({ text: expect.any(String), baseRevisionId: null });
  });

  it('nothing for a Viewer, who may not save', async () => {
    const user = setup(as('viewer'));
    await openArticleA(user);
    await waitFor(() => expect(api!.made('GET', '/api/admin/session').length).toBeGreaterThan(0));
    await editInHtml(user, '<p>New words</p>');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api!.made('POST', AUTOSAVE)).toEqual([]);
  });
});
