import { CONSTANTS, highlightSegments, HOME_HEADING, HOME_INTRO, resultCountText, searchHeading, type Article, type SearchResult } from '@kb/contracts';
import escapeHtml from 'escape-html';

/** Short US date, as the article page shows it. */
export function shortUsDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC' });
}

/**
 * What a crawler or a reader without JavaScript sees of an article: breadcrumb, title, dates and the
 * (already sanitised) article HTML. The React app replaces it on its first render.
 */
export function articleSnapshot(article: Article): string {
  const crumbs = [article.parentCategoryName, article.categoryName].filter(Boolean).map((name) => escapeHtml(name!));
  return `<div class="kb-ssr">
  <header class="kb-ssr-header"><a href="/">Knowledge Base</a></header>
  <main class="kb-ssr-main">
    <nav aria-label="Breadcrumb"><a href="/">Home</a> › ${crumbs.join(' › ')}</nav>
    <article>
      <h1>${escapeHtml(article.title)}</h1>
      <p>Updated: ${shortUsDate(article.updatedAt)} · Reading time: ${article.readingTime} min</p>
      ${article.content.replace(/<img\b/, '<img fetchpriority="high"')}
    </article>
  </main>
</div>`;
}

/** What a crawler or a reader without JavaScript sees of home, and what paints first: its heading and introduction. */
export function homeSnapshot(): string {
  return `<div class="kb-ssr"><main class="kb-ssr-main kb-ssr-home">
  <h1>${escapeHtml(HOME_HEADING)}</h1>
  <p>${escapeHtml(HOME_INTRO)}</p>
</main></div>`;
}

/** Text with the query's words marked, as the search page marks them. */
function marked(text: string, query: string): string {
  return highlightSegments(text, query)
    .map((segment) => (segment.match ? `<mark>${escapeHtml(segment.text)}</mark>` : escapeHtml(segment.text)))
    .join('');
}

/**
 * What a reader without JavaScript sees of a search, and what paints first: the heading, the count, the
 * summary's place (it is asked for by the page) and the results shown before 'Show More'.
 */
export function searchSnapshot(query: string, results: readonly SearchResult[], summaryOn: boolean): string {
  const cards = results.slice(0, CONSTANTS.resultsShownInitially).map((result) => {
    const href = escapeHtml(`/article/${encodeURIComponent(result.slug)}${result.section ? `#${result.section.id}` : ''}`);
    const path = [result.parentCategoryName, result.categoryName].filter(Boolean).map((name) => escapeHtml(name!)).join(' › ');
    return `<li><article class="kb-ssr-card">
  <p class="kb-ssr-small">${path}</p>
  <h2><a href="${href}">${escapeHtml(result.title)}</a></h2>
  <p>${marked(result.excerpt, query)}</p>
  <p class="kb-ssr-small"><a href="${href}">read more</a> · ${result.readingTime} min read</p>
</article></li>`;
  });
  const summary = summaryOn && results.length > 0 ? '<section class="kb-ssr-card kb-ssr-summary"><h2>Search Summary</h2><div></div></section>' : '';
  return `<div class="kb-ssr">
  <header class="kb-ssr-header"><a href="/">Knowledge Base</a></header>
  <main class="kb-ssr-main kb-ssr-search">
    <h1>${escapeHtml(searchHeading(query))}</h1>
    <p>${resultCountText(results.length)}</p>
    ${summary}
    <ol>${cards.join('')}</ol>
  </main>
</div>`;
}

export function notFoundSnapshot(): string {
  return `<div class="kb-ssr"><main class="kb-ssr-main">
  <h1>Article Not Found</h1>
  <p>The article you're looking for doesn't exist or has been moved.</p>
  <a href="/">Return to Homepage</a>
</main></div>`;
}

/** An article taken off the site (410 Gone). */
export function goneSnapshot(): string {
  return `<div class="kb-ssr"><main class="kb-ssr-main">
  <h1>Article No Longer Available</h1>
  <p>This article has been taken off the knowledge base.</p>
  <a href="/">Return to Homepage</a>
</main></div>`;
}

export function pageNotFoundSnapshot(): string {
  return `<div class="kb-ssr"><main class="kb-ssr-main">
  <h1>404 Page Not Found</h1>
  <p>The page you're looking for doesn't exist or may have been moved.</p>
  <a href="/">Go to the homepage</a>
</main></div>`;
}

/**
 * Styles for the snapshot, matching the article page's own sizes (text, headings, widths), so the
 * takeover neither jumps nor paints a larger element than the one already on screen. Without
 * JavaScript there is no summary to come, so its reserved place is hidden.
 */
export const snapshotCss = `<style>
body{margin:0}
.kb-ssr{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;line-height:1.6;color:var(--kb-color-text,#16202c)}
.kb-ssr-header{padding:.5rem 1rem;border-bottom:1px solid var(--kb-color-border,#d8dee6)}
.kb-ssr-main{padding:1.25rem 1rem}
.kb-ssr article{max-width:48rem;font-size:1.0625rem;overflow-wrap:break-word}
.kb-ssr h1{font-size:clamp(1.625rem,4vw,2.25rem);line-height:1.2}
.kb-ssr h2{font-size:1.5rem;line-height:1.3}.kb-ssr h3{font-size:1.2rem;line-height:1.3}
.kb-ssr nav{font-size:.875rem}.kb-ssr img{max-width:100%;height:auto}
.kb-ssr-home,.kb-ssr-search{max-width:52rem}
.kb-ssr-search h1{font-size:clamp(1.375rem,3vw,1.75rem);margin:0 0 .25rem;overflow-wrap:anywhere}.kb-ssr-search>p{margin:0}
.kb-ssr-search ol{display:grid;gap:1rem;margin:1.25rem 0 0;padding:0;list-style:none}
.kb-ssr .kb-ssr-card{font-size:1rem;max-width:none;padding:1rem 1.25rem;border:1px solid var(--kb-color-border,#d8dee6);border-radius:8px}
.kb-ssr-card h2{font-size:1.125rem;line-height:1.35;margin:.25rem 0 .5rem}.kb-ssr-card p{margin:0 0 .75rem}
.kb-ssr-card .kb-ssr-small{font-size:.8125rem;margin:0}.kb-ssr-card .kb-ssr-small:last-child{font-size:.875rem}
.kb-ssr mark{padding:0 1px;border-radius:2px;background:var(--kb-color-highlight,#fff1a8);color:inherit}
.kb-ssr-summary{margin-top:1.25rem}.kb-ssr-summary h2{font-size:1rem;margin:0 0 .75rem}.kb-ssr-summary div{height:11rem}
.kb-ssr-home h1{font-size:clamp(1.75rem,4.5vw,2.5rem);margin:0 0 1rem}.kb-ssr-home p{font-size:1.125rem;margin:0 0 2rem}
</style><noscript><style>.kb-ssr-summary{display:none}</style></noscript>`;
