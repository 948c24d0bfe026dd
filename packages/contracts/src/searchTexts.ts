// The search page's heading and result count: the page and the server's snapshot of it show the same.
// A module of its own, so in the browser it ends up only in the search page's chunk.

export const searchHeading = (query: string) => `Search results for “${query}”`;
export const resultCountText = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'} found`;
