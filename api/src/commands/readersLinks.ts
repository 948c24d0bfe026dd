import { ARTICLE_ID, decoded } from '../content/articleLinks';
import type { ReadModel } from '../readModel/readModel';

/** An internal article link in stored (sanitised, double-quoted) HTML: `href="/article/<slug or id>[/][#…|?…]"`. */
const ARTICLE_HREF = /(\shref=")(\/articles?\/)([^"#?/]+)(\/?)([#?][^"]*)?"/g;
/**
 * Internal links as readers get them on publish (and in a review's Preview): a link by article id (what "Link to
 * article" stores, so a rename never breaks it) or to an old slug (it works through a redirect) points at the
 * article's current slug, never a 301 hop and never called broken. The revision keeps what its author wrote.
 */
export function readersLinks(readModel: Pick<ReadModel, 'slugState' | 'articleById'>, html: string): string {
  return html.replace(ARTICLE_HREF, (whole, before: string, path: string, target: string, slash: string, rest: string | undefined) => {
    const slugOrId = decoded(target);
    const current = ARTICLE_ID.test(slugOrId) ? readModel.articleById(slugOrId.toLowerCase())?.slug : readModel.slugState(slugOrId);
    const slug = typeof current === 'string' ? current : current?.kind === 'moved' ? current.slug : null;
    return slug ? `${before}${path}${encodeURIComponent(slug)}${slash}${rest ?? ''}"` : whole;
  });
}
