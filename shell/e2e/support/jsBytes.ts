import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

export interface ScriptLoad {
  url: string;
  gzipBytes: number;
}

/** Records every script a page downloads with its gzip size (level 9, as the build pre-compresses). */
export function recordScripts(page: Page): ScriptLoad[] {
  const loads: ScriptLoad[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .body()
      .then((body) => loads.push({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length }))
      .catch(() => undefined);
  });
  return loads;
}

export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
export const total = (loads: ScriptLoad[]) => loads.reduce((sum, load) => sum + load.gzipBytes, 0);
