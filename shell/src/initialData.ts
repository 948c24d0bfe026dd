import { unstable_serialize } from 'swr';
import { INITIAL_DATA_ELEMENT_ID, type InitialDataEntry } from '@kb/api-client';

/** The data the server rendered the page with, as SWR `fallback`, so the first render needs no request. */
export function readInitialData(doc: Document = document): Record<string, unknown> {
  const element = doc.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    const entries = JSON.parse(element.textContent) as InitialDataEntry[];
    return Object.fromEntries(entries.map(({ key, data }) => [unstable_serialize(key), data]));
  } catch {
    return {};
  }
}
