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

  it('stops the API importing front-end code', async () => {
    expect(await errorsFor('api/src/x.ts', "import '@kb/ui';")).toHaveLength(1);
    expect(await errorsFor('api/src/x.ts', "import 'react';")).toHaveLength(1);
    expect(await errorsFor('api/src/x.ts', "import '../../public-kb/src/product';")).toHaveLength(1);
  });

  it('allows what the table allows', async () => {
    expect(await errorsFor('public-kb/src/x.ts', "import '@kb/api-client';\nimport '@kb/ui';")).toEqual([]);
    expect(await errorsFor('api/src/x.ts', "import '@kb/contracts';\nimport './errors';")).toEqual([]);
    expect(await errorsFor('packages/contracts/src/x.ts', "import { z } from 'zod';\nimport './limits';")).toEqual([]);
    expect(await errorsFor('packages/contracts/src/x.ts', "import 'react';")).toHaveLength(1);
  });
});
