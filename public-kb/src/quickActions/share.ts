export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/** Native share where the browser has it; otherwise the URL goes to the clipboard. */
export async function sharePage(page: { title: string; url: string }, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: page.title, url: page.url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(page.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
