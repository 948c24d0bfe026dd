import type { InitialDataEntry } from '@kb/api-client';
import { INITIAL_DATA_ELEMENT_ID } from '@kb/api-client';
import { jsonForScript } from './headTags';

export interface PageParts {
  head: string;
  body?: string;
  initialData?: InitialDataEntry[];
}

/** Fills the markers of the shell's index.html with a page's head tags, snapshot and initial data. */
export function renderPage(template: string, parts: PageParts): string {
  const data = parts.initialData?.length
    ? `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${jsonForScript(parts.initialData)}</script>`
    : '';
  return template
    .replace(/<!--kb-head-->[\s\S]*?<!--\/kb-head-->/, parts.head)
    .replace('<!--kb-body-->', parts.body ?? '')
    .replace('<!--kb-data-->', data);
}
