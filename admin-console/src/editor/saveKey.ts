/** Ctrl+S, or ⌘+S on a Mac: the editor's Save shortcut. */
export const isSaveKey = (event: { ctrlKey: boolean; metaKey: boolean; key: string }) => (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's';
