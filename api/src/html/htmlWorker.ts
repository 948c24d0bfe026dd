import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { HtmlRefused } from '../errors';
import { runHtmlTask, type HtmlTaskName } from './htmlTasks';

/**
 * Linux: this thread runs at the lowest CPU priority (setpriority on its thread id, read from
 * /proc/thread-self), so on a busy machine the event loop answering readers comes first. Elsewhere it
 * keeps the normal priority.
 */
try {
  os.setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), os.constants.priority.PRIORITY_LOW);
} catch {
  // No /proc (macOS, Windows): the normal priority.
}

/** The HTML worker thread (see htmlPool.ts): one task at a time, answered with its result or its error. */
parentPort!.on('message', ({ name, args }: { name: HtmlTaskName; args: [string, ...unknown[]] }) => {
  try {
    parentPort!.postMessage({ result: runHtmlTask(name, args) });
  } catch (error) {
    const refused = error instanceof HtmlRefused ? { code: error.code, details: error.details } : undefined;
    parentPort!.postMessage({ error: { message: (error as Error).message, refused } });
  }
});
