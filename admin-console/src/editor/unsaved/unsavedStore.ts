/** Unsaved text of one article, as kept in this browser. */
export interface UnsavedText {
  text: string;
  /** When it was kept (ISO time). */
  savedAt: string;
}

const keyOf = (articleId: string) => `kb-unsaved-text:${articleId}`;

/** The text kept for an article, if any (anything unreadable counts as none). */
export function readUnsaved(articleId: string): UnsavedText | null {
  try {
    const value = JSON.parse(localStorage.getItem(keyOf(articleId)) ?? 'null') as Partial<UnsavedText> | null;
    return typeof value?.text === 'string' && typeof value.savedAt === 'string' ? { text: value.text, savedAt: value.savedAt } : null;
  } catch {
    return null;
  }
}

/** Keeps an article's unsaved text; a full or disabled storage only means it is not kept. */
export function writeUnsaved(articleId: string, text: string, now = new Date()): void {
  try {
    localStorage.setItem(keyOf(articleId), JSON.stringify({ text, savedAt: now.toISOString() } satisfies UnsavedText));
  } catch {
    // Nothing to do: the text is still in the editor.
  }
}

export function clearUnsaved(articleId: string): void {
  try {
    localStorage.removeItem(keyOf(articleId));
  } catch {
    // As above.
  }
}
