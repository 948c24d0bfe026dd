import { unstable_serialize } from 'swr';
import { INITIAL_DATA_ELEMENT_ID, type InitialDataEntry } from '@kb/api-client';

/** Initial data by serialised SWR key: what the server rendered with is what the first client render starts from. */
export function initialOf(entries: readonly InitialDataEntry[]): Record<string, unknown> {
  return Object.fromEntries(entries.map(({ key, data }) => [unstable_serialize(key), data]));
}

/** The data the server rendered the page with, by SWR key, so the first render needs no request. */
export function readInitialData(doc: Document = document): Record<string, unknown> {
  const element = doc.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    return initialOf(JSON.parse(element.textContent) as InitialDataEntry[]);
  } catch {
    return {};
  }
}
