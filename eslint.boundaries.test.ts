import { execFileSync } from 'node:child_process';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { API_LAYERS } from './eslint.config.js';

const eslint = new ESLint({ cwd: import.meta.dirname });

async function errorsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries of ARCHITECTURE.md', () => {
  it('stops a remote importing the other remote or the shell', async () => {
    expect(await errorsFor('public-kb/src/x.ts', "import '../../admin-console/src/login/LoginPage';")).toHaveLength(1);
    expect(await errorsFor('admin-console/src/x.ts', "import '@kb/public-kb';")).toHaveLength(1);
    expect(await errorsFor('public-kb/src/x.ts', "import '../../shell/src/App';")).toHaveLength(1);
  });

  it('stops the shell importing a remote directly', async () => {
    expect(await errorsFor('shell/src/x.ts', "import '../../public-kb/src/exposes/HomePage';")).toHaveLength(1);
  });

  it('keeps the admin hooks out of the visitor code', async () => {
    expect(await errorsFor('public-kb/src/x.ts', "import { useLogin } from '@kb/api-client/admin';")).toHaveLength(1);
    expect(await errorsFor('shell/src/x.ts', "import { useLogin } from '@kb/api-client/admin';")).toHaveLength(1);
    expect(await errorsFor('admin-console/src/x.ts', "import { useLogin } from '@kb/api-client/admin';")).toEqual([]);
  });

  it('stops the API importing front-end code', async () => {
    expect(await errorsFor('api/src/x.ts', "import '@kb/ui';")).toHaveLength(1);
    expect(await errorsFor('api/src/x.ts', "import 'react';")).toHaveLength(1);
    expect(await errorsFor('api/src/x.ts', "import '../../public-kb/src/product';")).toHaveLength(1);
  });

  it('lets only the front matter reader (and export, which writes it) import gray-matter', async () => {
    expect(await errorsFor('api/src/content/docsSite/x.ts', "import matter from 'gray-matter';")).toHaveLength(1);
    expect(await errorsFor('api/src/seeding/x.test.ts', "import matter from 'gray-matter';")).toHaveLength(1);
    expect(await errorsFor('api/src/content/readFrontMatter.ts', "import matter from 'gray-matter';")).toEqual([]);
    expect(await errorsFor('api/src/commands/exportContent.ts', "import matter from 'gray-matter';\nimport '@kb/ui';")).toHaveLength(1);
  });

  it('stops API product code importing test code', async () => {
    expect(await errorsFor('api/src/routes/x.ts', "import { signIn } from '../../test/admin';")).toHaveLength(1);
    expect(await errorsFor('api/src/x.ts', "import { startTestApi } from '../test/harness';")).toHaveLength(1);
    expect(await errorsFor('api/src/x.ts', "import './search/postings.test';")).toHaveLength(1);
    expect(await errorsFor('api/src/x.ts', "import fc from 'fast-check';\nimport { it } from 'vitest';")).toHaveLength(2);
    // The front-end rules still apply to product code.
    expect(await errorsFor('api/src/x.ts', "import '@kb/ui';")).toHaveLength(1);
  });

  it('lets API tests use the test helpers', async () => {
    expect(await errorsFor('api/src/routes/x.test.ts', "import { signIn } from '../../test/admin';\nimport { it } from 'vitest';")).toEqual([]);
    expect(await errorsFor('api/test/factories.ts', "import { startTestApi } from './harness';\nimport fc from 'fast-check';")).toEqual([]);
  });

  it('stops front-end product code importing test code', async () => {
    expect(await errorsFor('admin-console/src/x.ts', "import { renderAdmin } from '../test/renderAdmin';")).toHaveLength(1);
    expect(await errorsFor('public-kb/src/search/x.tsx', "import { fakeFetch } from '@kb/test-support';")).toHaveLength(1);
    expect(await errorsFor('packages/ui/src/x.ts', "import '../test/setup';")).toHaveLength(1);
    expect(await errorsFor('packages/api-client/src/x.ts', "import { render } from '@testing-library/react';")).toHaveLength(1);
    expect(await errorsFor('shell/src/x.ts', "import { vi } from 'vitest';")).toHaveLength(1);
    // The area's own rules still apply to product code.
    expect(await errorsFor('public-kb/src/x.ts', "import '@kb/api-client/admin';\nimport '../test/render';")).toHaveLength(2);
  });

  it('lets front-end tests use the test helpers', async () => {
    expect(
      await errorsFor('public-kb/src/search/x.test.tsx', "import { fakeFetch } from '@kb/test-support';\nimport { renderAt } from '../../test/render';"),
    ).toEqual([]);
    expect(await errorsFor('admin-console/test/renderAdmin.tsx', "import { vi } from 'vitest';\nimport '../src/session/sessionStore';")).toEqual([]);
    // Tests keep the area's rules.
    expect(await errorsFor('public-kb/src/x.test.tsx', "import '@kb/api-client/admin';")).toHaveLength(1);
  });

  it("keeps the site server to the API's port, @kb/api, and to the remotes' server builds", async () => {
    expect(await errorsFor('shell/server/pages/x.ts', "import { ReadModel } from '../../../api/src/readModel/readModel';")).toEqual([
      expect.stringContaining('shell/server uses the API only through its port, @kb/api (api/src/index.ts)'),
    ]);
    expect(await errorsFor('shell/server/x.ts', "import '@kb/api/src/fastPath';")).toHaveLength(1);
    expect(await errorsFor('shell/server/x.ts', "import { HomePage } from '../../public-kb/src/exposes/HomePage';")).toEqual([
      expect.stringContaining('shell/server renders the remotes only through their server builds'),
    ]);
    expect(await errorsFor('shell/server/x.ts', "import '@kb/api-client/admin';")).toHaveLength(1);
    expect(await errorsFor('shell/server/x.ts', "import { startTestApi } from '../../api/test/harness';\nimport { it } from 'vitest';")).toHaveLength(2);
    expect(await errorsFor('shell/server/x.ts', "import { FastPath } from '@kb/api';\nimport '@kb/contracts';")).toEqual([]);
    // Its tests may start a test API.
    expect(await errorsFor('shell/server/x.test.ts', "import { startTestApi } from '../../api/test/harness';")).toEqual([]);
  });

  it('keeps the shared packages from importing the apps', async () => {
    expect(await errorsFor('packages/ui/src/x.ts', "import '../../../public-kb/src/layout/Header';")).toEqual([
      expect.stringContaining('packages never import the apps'),
    ]);
    expect(await errorsFor('packages/api-client/src/x.ts', "import '@kb/api';")).toEqual([expect.stringContaining('packages never import the apps')]);
    expect(await errorsFor('packages/contracts/src/x.ts', "import '@kb/ui';")).toEqual([expect.stringContaining('@kb/contracts imports zod only')]);
  });

  it('allows what the table allows', async () => {
    expect(await errorsFor('public-kb/src/x.ts', "import '@kb/api-client';\nimport '@kb/ui';")).toEqual([]);
    expect(await errorsFor('api/src/x.ts', "import '@kb/contracts';\nimport './errors';")).toEqual([]);
    expect(await errorsFor('packages/contracts/src/x.ts', "import { z } from 'zod';\nimport './limits';")).toEqual([]);
    expect(await errorsFor('packages/contracts/src/x.ts', "import 'react';")).toHaveLength(1);
  });
});

describe("api/src's layers (docs/architecture.md)", () => {
  it('stops HTTP importing an entry point', async () => {
    expect(await errorsFor('api/src/routes/admin/x/x.ts', "import { createApp } from '../../../app';")).toEqual([
      expect.stringContaining('api/src is layered (docs/architecture.md): HTTP may not import the entry points'),
    ]);
    expect(await errorsFor('api/src/fastPath.ts', "import './bootstrap';")).toHaveLength(1);
  });

  it('stops a feature importing HTTP', async () => {
    expect(await errorsFor('api/src/translations/x.ts', "import { adminRoute } from '../routes/admin/route';")).toEqual([
      expect.stringContaining('the features may not import the entry points, HTTP'),
    ]);
    expect(await errorsFor('api/src/signIn/x.ts', "import { rateLimit } from '../middlewares/rateLimit';")).toHaveLength(1);
  });

  it('stops the read side importing a feature', async () => {
    expect(await errorsFor('api/src/content/docusaurus/x.ts', "import type { ImportSource } from '../../commands/importContent';")).toEqual([
      expect.stringContaining('the read side may not import the entry points, HTTP, the features'),
    ]);
    expect(await errorsFor('api/src/readModel/x.ts', "import { presentArticle } from '../presenters/article';")).toHaveLength(1);
    expect(await errorsFor('api/src/readModel/x.ts', "import '../events/notifications';")).toHaveLength(1);
    // The front matter reader keeps its layer.
    expect(await errorsFor('api/src/content/readFrontMatter.ts', "import '../commands/importContent';")).toHaveLength(1);
  });

  it('stops storage importing the read side or a feature', async () => {
    expect(await errorsFor('api/src/models/x.ts', "import { siteSettingsSchema } from '../settings/siteSettings';")).toEqual([
      expect.stringContaining('storage may not import the entry points, HTTP, the features, the read side'),
    ]);
    expect(await errorsFor('api/src/db/x.ts', "import type { ReadModel } from '../readModel/readModel';")).toHaveLength(1);
    expect(await errorsFor('api/src/people/models.ts', "import { hashPassword } from './passwords';")).toEqual([
      expect.stringContaining("a feature's storage (models.ts, the event log's reads) imports no other file of its feature"),
    ]);
    expect(await errorsFor('api/src/people/models.ts', "import '../settings/siteSettings';")).toHaveLength(1);
    expect(await errorsFor('api/src/events/eventFeed.ts', "import '../people/people';\nimport './notifications';")).toHaveLength(2);
  });

  it('stops the base importing anything above it', async () => {
    expect(await errorsFor('api/src/errors.ts', "import { HtmlRefused } from './html/htmlShape';")).toEqual([
      expect.stringContaining('the base may not import the entry points, HTTP, the features, the read side, storage'),
    ]);
    expect(await errorsFor('api/src/logger.ts', "import type { Models } from './models';")).toHaveLength(1);
  });

  it("allows a layer's own imports and those below, the storage files of feature folders, and tests", async () => {
    expect(await errorsFor('api/src/routes/admin/x/x.ts', "import '../../../commands/publishRevision';\nimport '../../../readModel/readModel';")).toEqual([]);
    expect(
      await errorsFor('api/src/readModel/x.ts', "import './categoryTree';\nimport '../search/searchIndex';\nimport '../models/pendingPublishes';"),
    ).toEqual([]);
    expect(await errorsFor('api/src/content/docusaurus/x.ts', "import './translations';\nimport '../docsSite/convert';")).toEqual([]);
    expect(await errorsFor('api/src/models/index.ts', "import '../people/models';\nimport '../signIn/models';\nimport './schemaHelpers';")).toEqual([]);
    expect(await errorsFor('api/src/db/x.ts', "import '../reviews/models';\nimport '../errors';")).toEqual([]);
    expect(await errorsFor('api/src/readModel/x.ts', "import '../events/eventLog';\nimport '../events/eventFeed';")).toEqual([]);
    expect(await errorsFor('api/src/events/eventFeed.ts', "import './eventLog';\nimport '../models';\nimport '../logger';")).toEqual([]);
    expect(await errorsFor('api/src/readModel/x.test.ts', "import '../commands/publishRevision';\nimport '../../test/harness';")).toEqual([]);
  });

  it('names every top-level folder and file of api/src in a layer', () => {
    const layered = new Set(API_LAYERS.flatMap(([, entries]) => entries));
    // What git tracks (a scratch folder is not the code's).
    const tracked = execFileSync('git', ['ls-files', 'api/src'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    const entries = new Set(tracked.filter((file) => !/\.test\.ts$/.test(file)).map((file) => file.split('/')[2]!.replace(/\.ts$/, '')));
    expect([...entries].filter((entry) => !layered.has(entry))).toEqual([]);
  });
});

describe('replacements from data', () => {
  const replacementErrors = async (code: string) =>
    (await eslint.lintText(code, { filePath: 'shell/server/x.ts' }))[0]!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');

  it("stops a replacement string built at run time, whose $& $' $` String.replace would read", async () => {
    expect(await replacementErrors("export const page = (t: string, name: string) => t.replace('</head>', `${name}</head>`);")).toHaveLength(1);
    expect(await replacementErrors("export const page = (t: string, name: string) => t.replaceAll('x', name);")).toHaveLength(1);
    expect(await replacementErrors("export const page = (t: string, name: string) => t.replace('x', name + '!');")).toHaveLength(1);
  });

  it('allows a function or a literal', async () => {
    expect(await replacementErrors("export const page = (t: string, name: string) => t.replace('</head>', () => `${name}</head>`);")).toEqual([]);
    expect(await replacementErrors("export const page = (t: string) => t.replace(/a(b)/g, '$1').replace('c', `d`);")).toEqual([]);
  });
});
