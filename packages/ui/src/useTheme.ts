import { useCallback, useSyncExternalStore } from 'react';
import { nextThemePreference } from './theme';
import { getThemeState, serverThemeState, setThemePreference, subscribeTheme, systemPrefersDark } from './themeStore';

/**
 * The theme on <html data-theme>. No React context: the state lives in @kb/ui (a shared singleton),
 * so every remote reads and changes the same theme, and the boot script has set it before first paint.
 */
export function useTheme() {
  const { preference, resolved } = useSyncExternalStore(subscribeTheme, getThemeState, () => serverThemeState);
  const cycleTheme = useCallback(() => setThemePreference(nextThemePreference(getThemeState().preference, systemPrefersDark())), []);
  return { preference, resolved, setPreference: setThemePreference, cycleTheme };
}
