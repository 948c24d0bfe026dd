import { z } from './zod';
import { Id } from './entities';
import { LIMITS } from './limits';

/** "Check links": the HTML in the editor (saved or not) of an article. */
export const CheckLinksRequest = z.object({
  articleId: Id,
  content: z.string().max(LIMITS.articleHtmlMax, 'Content is too large'),
});
export type CheckLinksRequest = z.infer<typeof CheckLinksRequest>;

/**
 * missing: no article on the site has that slug or id; redirected: an old slug (fixable in one click);
 * offSite: the article is a draft or was taken off the site; missingAnchor: the article has no such #anchor.
 */
export const InternalLinkProblemKind = z.enum(['missing', 'redirected', 'offSite', 'missingAnchor']);

export const InternalLinkProblem = z.object({
  href: z.string(),
  /** The link's text as a reader sees it (cut). */
  text: z.string(),
  problem: InternalLinkProblemKind,
  message: z.string(),
  /** For a redirected link: where it should point instead. */
  fixedHref: z.string().nullable(),
});
export type InternalLinkProblem = z.infer<typeof InternalLinkProblem>;

/** pending: being checked in the background (ask again); ok: answered 2xx; broken: any other answer, or refused. */
export const ExternalLinkState = z.enum(['pending', 'ok', 'broken']);

export const ExternalLink = z.object({
  url: z.string(),
  text: z.string(),
  state: ExternalLinkState,
  /** Why it is broken ('The server answered HTTP 404', 'Refused: …'). */
  detail: z.string().nullable(),
  checkedAt: z.iso.datetime().nullable(),
});
export type ExternalLink = z.infer<typeof ExternalLink>;

export const LinkCheck = z.object({
  /** Internal links found, problems or not. */
  internalCount: z.number().int().nonnegative(),
  problems: z.array(InternalLinkProblem),
  external: z.array(ExternalLink),
});
export type LinkCheck = z.infer<typeof LinkCheck>;
