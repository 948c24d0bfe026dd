import { articlePath, type CheckLinksRequest, type InternalLinkProblem, type LinkCheck } from '@kb/contracts';
import type { ExternalLinks } from '../analysis/externalLinks';
import { ARTICLE_ID, ARTICLE_PATH, decoded } from '../content/articleLinks';
import { processArticleHtml } from '../content/pipeline';
import { sanitizeToBody } from '../content/sanitize';
import { NotFound } from '../errors';
import { statusOf } from '../models/articleStatus';
import type { ReadModel } from '../readModel/readModel';

/** Links are resolved against a page of the site; this origin stands for the site itself. */
const SITE = 'https://site.invalid';
const TEXT_MAX = 80;

type Problem = Omit<InternalLinkProblem, 'href' | 'text'>;

/** The ids a page has (headings get theirs from the content pipeline): what `#anchors` can point at. */
const idsIn = (html: string) => new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]!));

function cut(text: string | null): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  return clean.length > TEXT_MAX ? `${clean.slice(0, TEXT_MAX - 1)}…` : clean;
}

/**
 * "Check links" of an article's HTML as the editor has it (saved or not): internal links to missing,
 * redirected (with the fix) or off-site articles and to missing #anchors, read from the in-memory site;
 * external http(s) links with their background check's state (see ExternalLinks). Never writes.
 */
export function checkLinks(readModel: ReadModel, external: ExternalLinks, { articleId, content }: CheckLinksRequest): LinkCheck {
  if (!readModel.storedArticle(articleId)) throw NotFound(`No article with id '${articleId}'`);
  const { internalCount, problems, externalTexts } = readLinks(readModel, articleId, content);
  return {
    internalCount,
    problems,
    external: [...externalTexts].map(([url, text]) => ({ url, text, ...external.state(url) })),
  };
}

/**
 * The internal links that would reach readers broken (missing, off-site, a missing #anchor), as Publish and Approve
 * ask "Publish anyway" about: a link to an old slug still works through its redirect, so it is not one of them.
 */
export function brokenInternalLinks(readModel: ReadModel, articleId: string, content: string): InternalLinkProblem[] {
  return readLinks(readModel, articleId, content).problems.filter((problem) => problem.problem !== 'redirected');
}

function readLinks(readModel: ReadModel, articleId: string, content: string) {
  const processed = processArticleHtml(content);
  const ownIds = idsIn(processed.content);
  const problems: InternalLinkProblem[] = [];
  const externalTexts = new Map<string, string>();
  let internalCount = 0;
  for (const anchor of sanitizeToBody(processed.content).querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href')!.trim();
    const text = cut(anchor.textContent);
    let url: URL;
    try {
      url = new URL(href, `${SITE}/article/`);
    } catch {
      continue;
    }
    if (url.origin !== SITE) {
      if ((url.protocol === 'http:' || url.protocol === 'https:') && !externalTexts.has(url.href)) externalTexts.set(url.href, text);
      continue;
    }
    const hashOnly = href.startsWith('#');
    const match = hashOnly ? null : ARTICLE_PATH.exec(url.pathname);
    if (!hashOnly && !match) continue; // another page of the site (search, media)
    internalCount += 1;
    const anchorId = url.hash ? decoded(url.hash.slice(1)) : null;
    const problem = hashOnly
      ? missingAnchor(ownIds, anchorId, 'This article')
      : internalProblem(readModel, articleId, ownIds, decoded(match![1]!), anchorId, url.hash);
    if (problem) problems.push({ href, text, ...problem });
  }
  return { internalCount, problems, externalTexts };
}

function missingAnchor(ids: ReadonlySet<string>, anchorId: string | null, what: string): Problem | null {
  if (!anchorId || ids.has(anchorId)) return null;
  return { problem: 'missingAnchor', message: `${what} has no heading or anchor '#${anchorId}'`, fixedHref: null };
}

/** What is wrong with a link to `/article/<slug or id>#anchor`, or null. */
function internalProblem(
  readModel: ReadModel,
  articleId: string,
  ownIds: ReadonlySet<string>,
  slugOrId: string,
  anchorId: string | null,
  hash: string,
): Problem | null {
  const state = ARTICLE_ID.test(slugOrId) ? null : readModel.slugState(slugOrId);
  if (state?.kind === 'moved') {
    const title = readModel.articleBySlug(state.slug)?.title ?? state.slug;
    return {
      problem: 'redirected',
      message: `'${slugOrId}' is an old slug of “${title}”, now /article/${state.slug}`,
      fixedHref: `${articlePath(state.slug)}${hash}`,
    };
  }
  const targetId =
    state?.kind === 'live'
      ? state.article.id
      : ARTICLE_ID.test(slugOrId)
        ? slugOrId.toLowerCase()
        : readModel.offSiteArticles().find((article) => article.slug === slugOrId)?._id;
  if (targetId === articleId) return missingAnchor(ownIds, anchorId, 'This article');
  const live = targetId ? readModel.articleById(targetId) : null;
  if (live) return missingAnchor(idsIn(live.content), anchorId, `“${live.title}”`);
  const stored = targetId ? readModel.storedArticle(targetId) : undefined;
  if (stored) return { problem: 'offSite', message: `“${stored.title}” is not on the site (${statusOf(stored)})`, fixedHref: null };
  return { problem: 'missing', message: `No article has the slug or id '${slugOrId}'`, fixedHref: null };
}
