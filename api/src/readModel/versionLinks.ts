import { articlePath, DEFAULT_LANGUAGE, editionPath } from '@kb/contracts';

/** An internal link as articles store it (`/article/<slug or id>`, with a section or not), in double quotes as the pipeline writes it. */
const ARTICLE_HREF = /href="\/article\/([^"#?/]+)(#[^"]*)?"/g;

/**
 * A version's article as readers get it (docs/decisions/0192-a-versions-links-stay-in-the-version.md): each
 * `/article/<slug>` link to an article the version holds becomes that version's URL (`/v/<name>/article/<slug>`),
 * the section kept; a link to one it lacks stays on the current docs. Done when the article is presented, never
 * stored, so a rename, "Make current" or an archive has nothing to rewrite. `slugHere` is the article's slug in
 * the version (a link may name an old slug or an id), or undefined when the version lacks it.
 */
export function withVersionLinks(html: string, versionName: string, slugHere: (ref: string) => string | undefined): string {
  if (!html.includes('href="/article/')) return html;
  return html.replace(ARTICLE_HREF, (link, ref: string, section: string | undefined) => {
    const slug = slugHere(safeDecode(ref));
    return slug === undefined ? link : `href="${editionPath({ lang: DEFAULT_LANGUAGE, version: versionName }, articlePath(slug))}${section ?? ''}"`;
  });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
