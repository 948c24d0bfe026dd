import type { Language } from '@kb/contracts';
import type { InitialDataEntry } from '@kb/api-client';
import { INITIAL_DATA_ELEMENT_ID } from '@kb/api-client';
import { jsonForScript } from './headTags';

export interface PageParts {
  /** The page's language (`<html lang>`); the template's own (English) when not given. */
  lang?: Language;
  head: string;
  body?: string;
  initialData?: InitialDataEntry[];
}

const MARKERS = /<html lang="[^"]*">|<!--kb-head-->[\s\S]*?<!--\/kb-head-->|<!--kb-body-->|<!--kb-data-->/g;

/**
 * Fills the markers of the shell's index.html with a page's language, head tags, server-rendered app and initial data, in one
 * pass with a function: what is put in is never read again, neither as a marker nor as a `$` pattern of
 * String.replace (content holding `$'` or `$&` once copied the template into the page).
 */
export function renderPage(template: string, parts: PageParts): string {
  const data = parts.initialData?.length ? `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${jsonForScript(parts.initialData)}</script>` : '';
  return template.replace(MARKERS, (marker) => {
    if (marker.startsWith('<html')) return parts.lang ? `<html lang="${parts.lang}">` : marker;
    return marker === '<!--kb-body-->' ? (parts.body ?? '') : marker === '<!--kb-data-->' ? data : parts.head;
  });
}
