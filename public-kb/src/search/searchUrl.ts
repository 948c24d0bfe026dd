/** The search page URL: /search?q={query}, plus aiSummary=true when the summary toggle is on. */
export function searchPath(query: string, summary: boolean): string {
  const params = new URLSearchParams({ q: query.trim() });
  if (summary) params.set('aiSummary', 'true');
  return `/search?${params.toString()}`;
}
