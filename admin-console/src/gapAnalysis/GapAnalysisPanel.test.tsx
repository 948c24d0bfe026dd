import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../dashboard/DashboardPage';
import { fakeFetch, type Answer, type Reply } from '@kb/test-support';
import { dashboardTestHooks } from '../../test/dashboardHooks';
import { renderAdmin } from '../../test/renderAdmin';
import { TOAST_DURATION_MS } from '@kb/ui';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const URL_A = { id: ID(1), url: 'https://a.example/kb/one', enabled: true };
const URL_B = { id: ID(2), url: 'https://b.example/kb/two', enabled: false };
const CONCEPT = {
  id: ID(30),
  title: 'Genlock troubleshooting',
  description: 'How to diagnose genlock drift',
  analysisReport: 'Competitors cover genlock drift; our best match scores 0.2.',
  references: ['https://a.example/kb/one', 'https://b.example/kb/two'],
  evidence: { searches: [], reports: [], unhelpful: null },
};

let api: ReturnType<typeof fakeFetch> | null = null;
dashboardTestHooks();

function setup(routes: Record<string, Answer> = {}) {
  api = fakeFetch({
    'GET /api/admin/tree': { body: { categories: [] } },
    'GET /api/admin/saved-concepts': { body: [] },
    'GET /api/admin/categories': { body: [] },
    'GET /api/admin/reference-urls': { body: [URL_A, URL_B] },
    'GET /api/admin/content-concepts': { body: [] },
    ...routes,
  });
  renderAdmin(<DashboardPage />, '/admin');
  return userEvent.setup();
}

const input = () => screen.getByLabelText('Add Reference URL');

describe('Reference URLs', () => {
  it('Enter adds the trimmed URL, clears the input and refreshes the list', async () => {
    const user = setup({ 'POST /api/admin/reference-urls': { body: { ...URL_B, id: ID(3) } } });
    await screen.findByText('Saved URLs (2)');
    await user.type(input(), '  https://c.example/kb  {Enter}');
    await waitFor(() => expect(input()).toHaveValue(''));
    expect(api!.made('POST', '/api/admin/reference-urls')[0]?.body).toEqual({ url: 'https://c.example/kb' });
    await waitFor(() => expect(api!.made('GET', '/api/admin/reference-urls')).toHaveLength(2));
  });

  it('Add does nothing for a blank value', async () => {
    const user = setup();
    await screen.findByText('Saved URLs (2)');
    await user.type(input(), '   {Enter}');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(api!.made('POST', '/api/admin/reference-urls')).toEqual([]);
  });

  it("a failed add says 'Failed to add URL: {status} {the server's message}' in words, not JSON, and keeps the input", async () => {
    const user = setup({ 'POST /api/admin/reference-urls': { status: 409, body: { error: 'URL already saved', code: 'conflict' } } });
    await user.type(input(), 'https://a.example/kb/one');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to add URL: 409 URL already saved×$/);
    expect(input()).toHaveValue('https://a.example/kb/one');
  });

  it('a refused URL names the validation problem, not the JSON body', async () => {
    const body = {
      error: 'Invalid body: URL must be an http(s) URL',
      code: 'badRequest',
      details: [{ path: 'body.url', message: 'URL must be an http(s) URL' }],
    };
    const user = setup({ 'POST /api/admin/reference-urls': { status: 400, body } });
    await user.type(input(), 'ftp://a.example/kb');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to add URL: 400 URL must be an http\(s\) URL×$/);
  });

  it('lists URLs with checkbox and link; modify mode shows delete; the checkbox toggles enabled', async () => {
    const user = setup({
      [`PATCH /api/admin/reference-urls/${URL_B.id}`]: { body: { ...URL_B, enabled: true } },
      [`DELETE /api/admin/reference-urls/${URL_A.id}`]: { body: { ok: true } },
    });
    const list = (await screen.findByText('Saved URLs (2)')).closest('section')!;
    const link = within(list).getByRole('link', { name: URL_A.url });
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(list).queryByRole('button', { name: `Delete ${URL_A.url}` })).toBeNull();
    expect(within(list).getByRole('list')).toHaveStyle({ maxHeight: '10rem', overflowY: 'auto' });

    await user.click(within(list).getByRole('checkbox', { name: `Use ${URL_B.url} in the analysis` }));
    await waitFor(() => expect(api!.made('PATCH', `/api/admin/reference-urls/${URL_B.id}`)[0]?.body).toEqual({ enabled: true }));

    await user.click(screen.getByRole('button', { name: 'Modify URLs' }));
    await user.click(within(list).getByRole('button', { name: `Delete ${URL_A.url}` }));
    await waitFor(() => expect(api!.made('DELETE', `/api/admin/reference-urls/${URL_A.id}`)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Modify URLs' })).toBeVisible();
  });

  it("a failed toggle says 'Failed to update URL'", async () => {
    const user = setup({ 'PATCH /api/admin/reference-urls/*': { status: 500, body: { error: 'Internal error' } } });
    await user.click(await screen.findByRole('checkbox', { name: `Use ${URL_A.url} in the analysis` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update URL');
  });

  it("a failed list fetch says 'Failed to fetch URLs'", async () => {
    setup({ 'GET /api/admin/reference-urls': { status: 500, body: { error: 'Internal error' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch URLs');
    expect(console.error).toHaveBeenCalledWith('Failed to fetch URLs', expect.any(Error));
  });
});

describe('Generate Analysis', () => {
  it('counts enabled URLs and is disabled at zero', async () => {
    setup({ 'GET /api/admin/reference-urls': { body: [URL_B] } });
    expect(await screen.findByRole('button', { name: 'Generate Analysis (0 URLs selected)' })).toBeDisabled();
  });

  it("sends the enabled records, shows 'Analyzing...', then the refreshed concepts", async () => {
    let finish: (reply: Reply) => void = () => undefined;
    let concepts: unknown[] = [];
    const user = setup({
      'GET /api/admin/content-concepts': () => ({ body: concepts }),
      'POST /api/admin/generate-analysis': () => new Promise<Reply>((resolve) => (finish = resolve)),
      [`POST /api/admin/save-concept/${CONCEPT.id}`]: { body: { id: ID(40), title: CONCEPT.title, description: '<h1>x</h1>' } },
    });
    expect(await screen.findByText('No content concepts generated yet. Add reference URLs and click "Generate Analysis" to begin.')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Generate Analysis (1 URLs selected)' }));
    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    expect(api!.made('POST', '/api/admin/generate-analysis')[0]?.body).toEqual({ referenceUrls: [URL_A] });
    concepts = [CONCEPT];
    await act(async () => finish({ body: { concepts: [CONCEPT], failures: [{ url: URL_A.url, reason: 'Timed out' }] } }));
    const card = await screen.findByRole('listitem', { name: CONCEPT.title });
    for (const label of ['Concept Title', 'Content Description', 'Analysis Report', 'References']) expect(within(card).getByText(label)).toBeVisible();
    expect(within(card).getByText(CONCEPT.analysisReport)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'ref1' })).toHaveAttribute('href', CONCEPT.references[0]);
    expect(within(card).getByRole('link', { name: 'ref2' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('note', { name: 'URLs that could not be analysed' })).toHaveTextContent(`${URL_A.url}: Timed out`);
    expect(screen.getByRole('button', { name: 'Generate Analysis (1 URLs selected)' })).toBeEnabled();

    await user.click(within(card).getByRole('button', { name: 'Save to HTML' }));
    await waitFor(() => expect(api!.made('POST', `/api/admin/save-concept/${CONCEPT.id}`)).toHaveLength(1));
    await waitFor(() => expect(api!.made('GET', '/api/admin/saved-concepts')).toHaveLength(2));
  });

  it("a failed generate says 'Failed to generate analysis' and the button is enabled again for a retry", async () => {
    let fail: (reply: Reply) => void = () => undefined;
    const user = setup({ 'POST /api/admin/generate-analysis': () => new Promise<Reply>((resolve) => (fail = resolve)) });
    await user.click(await screen.findByRole('button', { name: 'Generate Analysis (1 URLs selected)' }));
    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    await act(async () => fail({ status: 500, body: { error: 'Internal error' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to generate analysis×$/);
    expect(screen.queryByRole('button', { name: 'Analyzing...' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Generate Analysis (1 URLs selected)' }));
    expect(api!.made('POST', '/api/admin/generate-analysis')).toHaveLength(2);
  });
});

describe('Toasts', () => {
  it('show one at a time and go after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup({
      'GET /api/admin/reference-urls': { status: 500, body: { error: 'Internal error' } },
      'GET /api/admin/content-concepts': { status: 500, body: { error: 'Internal error' } },
    });
    await waitFor(() => expect(console.error).toHaveBeenCalledTimes(2));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
