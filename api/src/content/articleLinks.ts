/** What the site's own article links look like, shared by the link check, the links readers get and imports. */

/** A URL part with its %-escapes decoded (as written when one is malformed). */
export function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** An article's id as "Link to article" stores it in a link (a UUID). */
export const ARTICLE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An article page's path, `/article/<slug or id>` (or `/articles/…`), its slug or id captured. */
export const ARTICLE_PATH = /^\/articles?\/([^/]+)\/?$/;
