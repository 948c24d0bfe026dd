import { applyTheme, readThemePreference, resolveTheme, THEME_STORAGE_KEY, type ResolvedTheme, type ThemePreference } from './theme';

export interface ThemeState {
  preference: ThemePreference;
  resolved: ResolvedTheme;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();
let state: ThemeState | null = null;

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

function readStoredPreference(): ThemePreference {
  try {
    return readThemePreference(localStorage);
  } catch {
    return 'system';
  }
}

function update(preference: ThemePreference): void {
  applyTheme(preference);
  state = { preference, resolved: resolveTheme(preference, systemPrefersDark()) };
  listeners.forEach((listener) => listener());
}

/** The theme the server renders with (it cannot know the reader's). */
export const serverThemeState: ThemeState = { preference: 'system', resolved: 'light' };

/**
 * The theme as <html data-theme> shows it; read once from storage, then kept by this store. The same
 * object as the server's when they agree, so hydrating a component that shows the theme never renders it again.
 */
export function getThemeState(): ThemeState {
  if (!state) {
    const preference = readStoredPreference();
    const resolved = resolveTheme(preference, systemPrefersDark());
    state = preference === serverThemeState.preference && resolved === serverThemeState.resolved ? serverThemeState : { preference, resolved };
  }
  return state;
}

/** Stores the preference under THEME_STORAGE_KEY and applies it to <html data-theme>. */
export function setThemePreference(preference: ThemePreference): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // storage may be unavailable (private mode); the theme still applies for this page
  }
  update(preference);
}

function handleSystemChange(): void {
  if (getThemeState().preference === 'system') update('system');
}

function handleStorage(event: StorageEvent): void {
  if (event.key === THEME_STORAGE_KEY) update(readStoredPreference());
}

/**
 * Subscribes to theme changes. While anyone listens, the store follows the device preference (for
 * 'system') and changes made in other tabs.
 */
export function subscribeTheme(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.matchMedia?.(DARK_QUERY).addEventListener?.('change', handleSystemChange);
    window.addEventListener('storage', handleStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.matchMedia?.(DARK_QUERY).removeEventListener?.('change', handleSystemChange);
      window.removeEventListener('storage', handleStorage);
    }
  };
}

/** For tests: forget the cached state so the next read comes from storage again. */
export function resetThemeStore(): void {
  state = null;
}
