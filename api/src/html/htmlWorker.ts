import { parentPort } from 'node:worker_threads';
import { HtmlRefused } from './htmlShape';
import { runHtmlTask, type HtmlTaskName } from './htmlTasks';

/** The HTML worker thread (see htmlPool.ts): one task at a time, answered with its result or its error. */
parentPort!.on('message', ({ name, args }: { name: HtmlTaskName; args: [string, ...unknown[]] }) => {
  try {
    parentPort!.postMessage({ result: runHtmlTask(name, args) });
  } catch (error) {
    const refused = error instanceof HtmlRefused ? { code: error.code, details: error.details } : undefined;
    parentPort!.postMessage({ error: { message: (error as Error).message, refused } });
  }
});
