import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@kb/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type Answer } from '@kb/test-support';
import { UnsavedTextKeeper } from './UnsavedText';
import { AUTOSAVE_EVERY_MS } from './useAutosave';
import { dateTime } from '../../common/dates';

const SAVED = '<p>Saved text</p>';
const ID = '00000000-0000-4000-8000-000000000001';
const BASE = '00000000-0000-4000-8000-000000000101';
const AUTOSAVE = `/api/admin/articles/${ID}/autosave`;

/** An article editor in miniature: a text, dirty while it differs from the saved text. */
function Editor({ onRestore = vi.fn() }: { onRestore?: (text: string) => void }) {
  const [text, setText] = useState(SAVED);
  const [saved, setSaved] = useState(SAVED);
  return (
    <>
      <UnsavedTextKeeper
        token="t0ken"
        articleId={ID}
        version={null}
        text={text}
        dirty={text !== saved}
        baseRevisionId={BASE}
        onRestore={(kept) => {
          onRestore(kept);
          setText(kept);
        }}
      />
      <textarea aria-label="Text" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => setSaved(text)}>
        Save
      </button>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

/** The editor on a fake API whose autosave of the article is `kept` (null: none). */
function setup(kept: { text: string; savedAt: string } | null = null, element = <Editor />) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const api = fakeFetch({
    [`GET ${AUTOSAVE}`]: { body: { autosave: kept && { ...kept, baseRevisionId: BASE } } },
    [`POST ${AUTOSAVE}`]: {},
    [`DELETE ${AUTOSAVE}`]: {},
  } satisfies Record<string, Answer>);
  const { unmount } = render(<SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>{element}</SWRConfig>);
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  /** The autosave calls so far: the texts sent, and 'discard' for each DELETE. */
  const writes = () =>
    api.calls.filter((call) => call.method !== 'GET').map((call) => (call.method === 'DELETE' ? 'discard' : (call.body as { text: string }).text));
  return { api, user, writes, unmount };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('unsaved text autosaved to the server', () => {
  it('is autosaved at once, then at most once per 5 s while typing (the newest text), with the working copy it started from', async () => {
    const { api, user, writes } = setup();
    const box = await screen.findByRole('textbox', { name: 'Text' });
    await wait(0);
    await user.type(box, 'a');
    await wait(10);
    expect(writes()).toEqual([`${SAVED}a`]);
    await user.type(box, 'bc');
    await wait(AUTOSAVE_EVERY_MS - 1000);
    expect(writes()).toEqual([`${SAVED}a`]);
    await wait(1100);
    expect(writes()).toEqual([`${SAVED}a`, `${SAVED}abc`]);
    expect(api.calls.at(-1)).toMatchObject({ auth: 'Bearer t0ken', body: { text: `${SAVED}abc`, baseRevisionId: BASE } });
    // Nothing new to say: nothing is sent.
    await wait(AUTOSAVE_EVERY_MS * 2);
    expect(writes()).toHaveLength(2);
  });

  it('is removed once the text is saved (or typed back to the saved text)', async () => {
    const { user, writes } = setup();
    await wait(0);
    await user.type(await screen.findByRole('textbox', { name: 'Text' }), 'x');
    await wait(10);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await wait(AUTOSAVE_EVERY_MS + 10);
    expect(writes()).toEqual([`${SAVED}x`, 'discard']);
  });

  it('is sent at once when the page is hidden', async () => {
    const { user, writes } = setup();
    const box = await screen.findByRole('textbox', { name: 'Text' });
    await wait(0);
    await user.type(box, 'a');
    await user.type(box, 'b');
    await wait(10);
    expect(writes()).toEqual([`${SAVED}a`]);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await wait(10);
    expect(writes()).toEqual([`${SAVED}a`, `${SAVED}ab`]);
  });

  it('is sent at once when the article is left', async () => {
    const { user, writes, unmount } = setup();
    const box = await screen.findByRole('textbox', { name: 'Text' });
    await wait(0);
    await user.type(box, 'ab');
    await wait(10);
    unmount();
    await wait(10);
    expect(writes()).toEqual([`${SAVED}a`, `${SAVED}ab`]);
  });

  it('is offered back with its time when the article opens; "Restore unsaved text" loads it', async () => {
    const onRestore = vi.fn();
    const { user, writes } = setup({ text: '<p>Typed in another browser</p>', savedAt: '2026-11-26T10:15:00.000Z' }, <Editor onRestore={onRestore} />);
    const offer = await screen.findByRole('status');
    expect(offer).toHaveTextContent(`Unsaved text from ${dateTime('2026-11-26T10:15:00.000Z')} was saved automatically.`);
    expect(offer.querySelector('time')).toHaveAttribute('datetime', '2026-11-26T10:15:00.000Z');
    await user.click(screen.getByRole('button', { name: 'Restore unsaved text' }));
    expect(onRestore).toHaveBeenCalledWith('<p>Typed in another browser</p>');
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('<p>Typed in another browser</p>');
    expect(screen.queryByRole('status')).toBeNull();
    await wait(10);
    expect(writes()).toEqual(['<p>Typed in another browser</p>']);
  });

  it('is left alone while offered, and "Discard" removes it', async () => {
    const { user, writes } = setup({ text: '<p>Typed in another browser</p>', savedAt: '2026-11-26T10:15:00.000Z' });
    await screen.findByRole('status');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'x');
    await wait(AUTOSAVE_EVERY_MS + 10);
    expect(writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('status')).toBeNull();
    await wait(10);
    expect(writes()).toEqual(['discard', `${SAVED}x`]);
  });

  it("is not offered when it is the editor's text", async () => {
    const { api } = setup({ text: SAVED, savedAt: '2026-11-26T10:15:00.000Z' });
    await screen.findByRole('textbox', { name: 'Text' });
    await wait(10);
    expect(api.requests).toContain(`/api/admin/articles/${ID}/autosave`);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
