import { articlePath } from '@kb/contracts';
import { sendPrepared, type ArticleMarkdown } from '@kb/api';
import type { Context } from 'koa';
import type { SiteContent } from './pagesMiddleware';

const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
const MD_SUFFIX = '.md';

/** The slug of an `/article/<slug>.md` address (slugs never hold a dot), or null. */
export function markdownSlug(slug: string): string | null {
  return slug.endsWith(MD_SUFFIX) ? slug.slice(0, -MD_SUFFIX.length) : null;
}

/** True when the client asks for Markdown rather than HTML (`Accept: text/markdown`). */
export function acceptsMarkdown(ctx: Context): boolean {
  return ctx.accepts('html', 'text/markdown') === 'text/markdown';
}

/**
 * An article as Markdown (`/article/<slug>.md`, or `/article/<slug>` with `Accept: text/markdown`):
 * prepared once per publish and origin, compressed, with an ETag; an old slug is redirected to the
 * current one's Markdown, an article taken off the site is 410, an unknown one 404.
 */
export async function sendMarkdownPage(
  ctx: Context,
  content: Pick<SiteContent, 'slugState'>,
  markdown: ArticleMarkdown,
  slug: string,
  origin: string,
  suffix: string,
): Promise<void> {
  const state = content.slugState(slug);
  if (state?.kind === 'moved') {
    ctx.status = 301;
    ctx.redirect(`${articlePath(state.slug)}${suffix}`);
    return;
  }
  ctx.type = MARKDOWN_TYPE;
  if (!state || state.kind === 'gone') {
    ctx.status = state ? 410 : 404;
    ctx.body = state ? 'This article has been taken off the site.\n' : 'No article with this address.\n';
    return;
  }
  sendPrepared(ctx, await markdown.prepared(state.article, origin), MARKDOWN_TYPE);
}
