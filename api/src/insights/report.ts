import type { ArticleInsight, Insights, SearchInsight } from '@kb/contracts';
import type { SearchCounts } from './models';
import { OTHER_QUERIES } from './rollup';
import type { Period } from './store';

/** Rows per list on the card. */
const LIST_SIZE = 20;
const COMMENTS_PER_ARTICLE = 5;

export interface ArticleNames {
  (articleId: string): { title: string; slug: string } | undefined;
}

/** The Insights figures of a period from its day rollups and their sum. */
export function buildReport({ days, total }: Period, names: ArticleNames): Insights {
  const searches = [...total.searches];
  // The totals count every search; the lists leave out those a busy day counted only in all (OTHER_QUERIES).
  const listed = searches.filter(([query]) => query !== OTHER_QUERIES);
  const sum = (pick: (c: SearchCounts) => number) => searches.reduce((n, [, c]) => n + pick(c), 0);
  const searchRow = ([query, c]: [string, SearchCounts]): SearchInsight => ({
    query,
    searches: c.searches,
    results: c.results,
    clicks: c.clicks,
    clickThrough: c.searches > 0 ? Math.min(1, c.clicks / c.searches) : 0,
    averagePosition: c.clicks > 0 ? Math.round((c.positionSum / c.clicks) * 10) / 10 : null,
    daily: days.map((day) => day.searches.get(query)?.searches ?? 0),
  });
  // Ties by code point: localeCompare is too slow for the thousands of ties in a period.
  const byQuery = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const bySearches = (a: [string, SearchCounts], b: [string, SearchCounts]) => b[1].searches - a[1].searches || byQuery(a[0], b[0]);
  const top = (rows: [string, SearchCounts][]) => rows.sort(bySearches).slice(0, LIST_SIZE).map(searchRow);

  const articleIds = new Set([...total.votes.keys(), ...total.views.keys()]);
  const commentsOf = new Map<string, { text: string; at: string }[]>();
  for (const comment of [...total.comments].sort((a, b) => b.at.localeCompare(a.at))) {
    const list = commentsOf.get(comment.articleId) ?? [];
    if (list.length < COMMENTS_PER_ARTICLE) commentsOf.set(comment.articleId, [...list, { text: comment.text, at: comment.at }]);
    articleIds.add(comment.articleId);
  }
  const articles: ArticleInsight[] = [];
  for (const articleId of articleIds) {
    const name = names(articleId);
    if (!name) continue;
    const { yes, no } = total.votes.get(articleId) ?? { yes: 0, no: 0 };
    articles.push({
      articleId,
      title: name.title,
      slug: name.slug,
      yes,
      no,
      helpfulRatio: yes + no > 0 ? yes / (yes + no) : null,
      views: total.views.get(articleId) ?? 0,
      comments: commentsOf.get(articleId) ?? [],
      daily: [],
    });
  }
  // Daily views only for the rows shown (a period holds thousands of articles).
  const withDaily = (rows: ArticleInsight[]) => rows.map((a) => ({ ...a, daily: days.map((day) => day.views.get(a.articleId) ?? 0) }));
  const voted = articles.filter((a) => a.helpfulRatio !== null || a.comments.length > 0);

  return {
    days: days.length,
    totals: {
      searches: sum((c) => c.searches),
      noResults: sum((c) => c.zero),
      clicks: sum((c) => c.clicks),
      votes: voted.reduce((n, a) => n + a.yes + a.no, 0),
      views: articles.reduce((n, a) => n + a.views, 0),
    },
    dailySearches: days.map((day) => [...day.searches.values()].reduce((n, c) => n + c.searches, 0)),
    topSearches: top([...listed]),
    // Still unanswered: searched without results and the latest search found nothing either.
    noResults: top(listed.filter(([, c]) => c.zero > 0 && c.results === 0)),
    noClicks: top(listed.filter(([, c]) => c.results > 0 && c.clicks === 0)),
    helpfulness: withDaily(
      voted.sort((a, b) => (a.helpfulRatio ?? 1) - (b.helpfulRatio ?? 1) || b.no - a.no || b.comments.length - a.comments.length).slice(0, LIST_SIZE),
    ),
    mostViewed: withDaily(
      articles
        .filter((a) => a.views > 0)
        .sort((a, b) => b.views - a.views || a.title.localeCompare(b.title))
        .slice(0, LIST_SIZE),
    ),
  };
}
