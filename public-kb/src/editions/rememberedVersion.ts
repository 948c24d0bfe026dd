/** Where the reader's chosen version is remembered (this browser only; SPEC's URLs keep the current version). */
const VERSION_STORAGE_KEY = 'kb-version';

export function rememberVersion(name: string): void {
  try {
    localStorage.setItem(VERSION_STORAGE_KEY, name);
  } catch {
    // Not remembered (storage refused): the switch itself still works.
  }
}

export function rememberedVersion(): string | null {
  try {
    return localStorage.getItem(VERSION_STORAGE_KEY);
  } catch {
    return null;
  }
}
