import { THEME_STORAGE_KEY } from './themeBoot.js';

export { THEME_STORAGE_KEY, themeBootScript } from './themeBoot.js';

/** The visitor's theme choice, kept in localStorage (SPEC: light, dark or the system's). */
export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

/**
 * The choice after `current`, so that a click always shows: from the system's theme to the other one, then
 * to the system's own chosen explicitly, then back to following the system (light → dark → light → system
 * on a light device).
 */
export function nextThemePreference(current: ThemePreference, systemPrefersDark: boolean): ThemePreference {
  const system: ResolvedTheme = systemPrefersDark ? 'dark' : 'light';
  const other: ResolvedTheme = systemPrefersDark ? 'light' : 'dark';
  if (current === 'system') return other;
  return current === other ? system : 'system';
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

export function readThemePreference(storage: Pick<Storage, 'getItem'> = localStorage): ThemePreference {
  const value = storage.getItem(THEME_STORAGE_KEY);
  return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
}

/** Applies a theme to <html data-theme>; every remote reads the CSS variables from there. */
export function applyTheme(preference: ThemePreference, root: HTMLElement = document.documentElement): ResolvedTheme {
  const resolved = resolveTheme(preference, window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.dataset.theme = resolved;
  root.dataset.themePreference = preference;
  root.style.colorScheme = resolved;
  return resolved;
}
