import { extractPage } from '../analysis/extractPage';
import { processArticleHtml } from '../content/pipeline';
import { sanitizeKeepingText } from '../content/sanitize';
import { assertHtmlShape } from './htmlShape';

/** What the HTML worker does; each task's first argument is the untrusted HTML, checked before parsing. */
const HTML_TASKS = { extractPage, processArticleHtml, sanitizeKeepingText };

export type HtmlTasks = typeof HTML_TASKS;
export type HtmlTaskName = keyof HtmlTasks;

/** Runs one task (in the worker): refuses HTML past the shape limits (HtmlRefused), then parses it. */
export function runHtmlTask(name: HtmlTaskName, args: readonly [html: string, ...rest: unknown[]]): unknown {
  assertHtmlShape(args[0]);
  return (HTML_TASKS[name] as (...taskArgs: readonly unknown[]) => unknown)(...args);
}
