/** @joplin/turndown-plugin-gfm ships no types: the plugins are turndown plugins. */
declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  export const gfm: TurndownService.Plugin;
  export const tables: TurndownService.Plugin;
}
