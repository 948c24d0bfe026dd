import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_AFTER_MS, UnsavedTextKeeper } from './UnsavedText';
import { readUnsaved, writeUnsaved } from './unsavedStore';
import { dateTime } from '../../common/dates';

const SAVED = '<p>Saved text</p>';

/** An article editor in miniature: a text, dirty while it differs from the saved text. */
function Editor({ articleId = 'a1', onRestore = vi.fn() }: { articleId?: string | null; onRestore?: (text: string) => void }) {
  const [text, setText] = useState(SAVED);
  const [saved, setSaved] = useState(SAVED);
  return (
    <>
      <UnsavedTextKeeper
        articleId={articleId}
        text={text}
        dirty={text !== saved}
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

const pause = () => act(() => vi.advanceTimersByTimeAsync(KEEP_AFTER_MS + 10));

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

function setup(element = <Editor />) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  render(element);
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

describe('unsaved text kept in the browser', () => {
  it('is kept, per article, once typing pauses, and forgotten when saved', async () => {
    const user = setup();
    const box = screen.getByRole('textbox', { name: 'Text' });
    await user.clear(box);
    await user.type(box, '<p>New words</p>');
    await pause();
    expect(readUnsaved('a1')).toEqual({ text: '<p>New words</p>', savedAt: expect.any(String) });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await pause();
    expect(readUnsaved('a1')).toBeNull();
  });

  it('is offered back with its time when the article opens again; "Restore unsaved text" loads it', async () => {
    writeUnsaved('a1', '<p>Lost in a crash</p>', new Date('2026-11-26T10:15:00Z'));
    const onRestore = vi.fn();
    const user = setup(<Editor onRestore={onRestore} />);
    const offer = screen.getByRole('status');
    expect(offer).toHaveTextContent(`Unsaved text from ${dateTime('2026-11-26T10:15:00.000Z')} was kept in this browser.`);
    expect(offer.querySelector('time')).toHaveAttribute('datetime', '2026-11-26T10:15:00.000Z');
    await user.click(screen.getByRole('button', { name: 'Restore unsaved text' }));
    expect(onRestore).toHaveBeenCalledWith('<p>Lost in a crash</p>');
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('<p>Lost in a crash</p>');
    expect(screen.queryByRole('status')).toBeNull();
    await pause();
    expect(readUnsaved('a1')?.text).toBe('<p>Lost in a crash</p>');
  });

  it('is left alone while offered, and "Discard" forgets it', async () => {
    writeUnsaved('a1', '<p>Lost in a crash</p>');
    const user = setup();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'x');
    await pause();
    expect(readUnsaved('a1')?.text).toBe('<p>Lost in a crash</p>');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('status')).toBeNull();
    await pause();
    expect(readUnsaved('a1')?.text).toBe(`${SAVED}x`);
  });

  it('is not offered when it is the article\'s text, or another article\'s', () => {
    writeUnsaved('a1', SAVED);
    writeUnsaved('a2', '<p>other</p>');
    setup();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps nothing for a concept', async () => {
    const user = setup(<Editor articleId={null} />);
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'x');
    await pause();
    expect(localStorage.length).toBe(0);
  });
});
