/**
 * The API's port: everything the site server (shell/server) may use of the API, and nothing else (a lint rule
 * stops shell/server importing api/src/* directly; eslint.boundaries.test.ts probes it). Starting and
 * configuring the API, the prepared public answers the fast path serves before Koa, the client limits, and the
 * agent-facing outputs (Markdown, llms.txt, MCP, feeds) the site server mounts beside its pages.
 */
export { createApp } from './app';
export { startApi, type RunningApi } from './bootstrap';
export { dataPath } from './db/paths';
export { loadEnv, type Env } from './env';
export type { AppDeps } from './deps';
export { answerClientErrorsAsJson } from './errors';
export { exitWhenDatabaseUnavailable } from './db/unavailable';
export { MEDIA_CSP } from './routes/media/media';
export { prepareBytes, type PreparedBody } from './readModel/preparedBody';
export { ResponseCache } from './readModel/responseCache';
export { sendPrepared } from './middlewares/preparedResponse';
export { clientLimiter, type ClientLimiter, type RequestLimit } from './middlewares/rateLimit';
export { searchBudgetOf } from './routes/search/search';
export { FastKoa, FastPath, type FastParams } from './fastPath';
export type { SidebarTree } from './readModel/sidebarTree';
export { ArticleMarkdown, type MarkdownContent } from './agents/articleMarkdown';
export { LlmsFiles, type PublishedContent } from './agents/llmsFiles';
export { mcpMiddleware, type McpContent } from './agents/mcpServer';
export { AtomFeeds, categoryFeedPath, siteFeedPath, type FeedArticle, type FeedContent } from './agents/atomFeeds';
export { readerEditions, type ReaderEditions } from './versions/readerEditions';
