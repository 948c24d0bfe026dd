/**
 * What the search palette shows before anything is typed: the reader's recent searches and recently viewed
 * articles, kept in this browser's localStorage (nothing is sent anywhere) until the reader clears them.
 */
export const HISTORY_KEY = 'skyframe-kb-palette-history';
const HISTORY_MAX = 5;

export interface ViewedArticle {
  slug: string;
  title: string;
}

export interface History {
  searches: string[];
  articles: ViewedArticle[];
}

const EMPTY: History = { searches: [], articles: [] };

export function readHistory(): History {
  try {
    const stored = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? 'null') as Partial<History> | null;
    return {
      searches: Array.isArray(stored?.searches) ? stored.searches.filter((q) => typeof q === 'string').slice(0, HISTORY_MAX) : [],
      articles: Array.isArray(stored?.articles)
        ? stored.articles.filter((a) => typeof a?.slug === 'string' && typeof a.title === 'string').slice(0, HISTORY_MAX)
        : [],
    };
  } catch {
    return EMPTY;
  }
}

function write(history: History): History {
  try {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Storage full or disabled: the palette still works, without history.
  }
  return history;
}

/** Most recent first, without duplicates (searches compared without case). */
export function rememberSearch(query: string): History {
  const q = query.trim();
  const history = readHistory();
  if (!q) return history;
  const searches = [q, ...history.searches.filter((s) => s.toLowerCase() !== q.toLowerCase())].slice(0, HISTORY_MAX);
  return write({ ...history, searches });
}

export function rememberArticle(article: ViewedArticle): History {
  const history = readHistory();
  const articles = [article, ...history.articles.filter((a) => a.slug !== article.slug)].slice(0, HISTORY_MAX);
  return write({ ...history, articles });
}

export function clearHistory(): History {
  try {
    localStorage.removeItem(HISTORY_KEY);
  } catch {
    // nothing stored
  }
  return EMPTY;
}
