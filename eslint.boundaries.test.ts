import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
