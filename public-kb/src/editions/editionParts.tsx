import type { ComponentType } from 'react';

/** The reader's parts of versions and languages, in the `Editions` module (src/exposes/Editions.ts). */
export interface EditionParts {
  /** The header's Version menu (VersionSwitcher). */
  Menu: ComponentType;
  /** A version's banner, or the reader's version's offer, under the header (EditionNotices). */
  Notices: ComponentType;
  /** The untranslated or outdated-translation note of the article page's article (TranslationNote). */
  Note: ComponentType;
}

let parts: Partial<EditionParts> = {};

/**
 * Called by the `Editions` module when it loads. The shell loads it with the page's modules only for a page
 * of a site with versions or of another edition than the default one (the page server always has it), so
 * visitors of a site without versions never download it; where it is not loaded, its parts render nothing
 * on the server either.
 */
export function registerEditionParts(loaded: EditionParts): void {
  parts = loaded;
}

/** One of the parts, where it belongs on the page (nothing until the `Editions` module is loaded). */
export function EditionPart({ name }: { name: keyof EditionParts }) {
  const Part = parts[name];
  return Part ? <Part /> : null;
}
