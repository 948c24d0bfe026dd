import { execFile } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { folderWith } from '../../../test/mkdocsSite';
import { repoRoot } from '../../db/paths';
import { convertMkDocs } from './convert';

const run = promisify(execFile);

/**
 * A repository laid out as FastAPI's: the site in docs/en (mkdocs.yml, docs/), its examples two levels up in
 * docs_src/, which its pages include with `{!> ../../docs_src/… !}` and `{* ../../docs_src/… *}` (MkDocs runs in docs/en).
 * Beside the repository, a secret that a symbolic link in docs_src points at.
 */
function fastApiLikeRepository(): { repo: string; site: string } {
  const parent = folderWith('kb-include-root-', {
    'secret.py': 'TOKEN = "not to be read"\n',
    'repo/docs_src/body/tutorial001.py': 'from fastapi import FastAPI\n\napp = FastAPI()\n\n\n@app.get("/")\ndef root():\n    return {"message": "Hello"}\n',
    'repo/docs/en/mkdocs.yml': 'site_name: Like FastAPI\nmarkdown_extensions:\n  - mdx_include\n  - markdown_include_variants\n',
    'repo/docs/en/docs/body.md': [
      '# Request body',
      '',
      '//// tab | Python 3.10+',
      '',
      '```Python',
      '{!> ../../docs_src/body/tutorial001.py!}',
      '```',
      '',
      '////',
      '',
      'The first lines, the app marked:',
      '',
      '```Python',
      '{! ../../docs_src/body/tutorial001.py [ln:1-3] hl[3] !}',
      '```',
      '',
      '{* ../../docs_src/body/tutorial001.py ln[6:8] hl[7] *}',
      '',
      '```Python',
      '{!> ../../docs_src/body/link.py!}',
      '```',
      '',
      '```Python',
      '{!> ../../docs_src/body/tutorial002.py!} # written after the include',
      'print({**kwargs})',
      '```',
      '',
    ].join('\n'),
  });
  const repo = path.join(parent, 'repo');
  symlinkSync(path.join(parent, 'secret.py'), path.join(repo, 'docs_src/body/link.py'));
  return { repo, site: path.join(repo, 'docs/en') };
}

const codeOf = (html: string) => [...JSDOM.fragment(html).querySelectorAll('pre code')].map((code) => code.textContent);

describe('MkDocs includes {!> … !} and {* … *} with --include-root', () => {
  it('by default read only from the site folder (that of mkdocs.yml): an include two levels up is refused with a warning naming --include-root', async () => {
    const { site } = fastApiLikeRepository();
    const converted = await convertMkDocs(site);
    const page = converted.pages.find((p) => p.meta.slug === 'body')!;
    const outside = "is not included: it is outside the site's folder (--include-root names the folder includes may read from)";
    expect(converted.warnings).toEqual(
      expect.arrayContaining([
        `docs/body.md:6: include {!> ../../docs_src/body/tutorial001.py!} ${outside}`,
        `docs/body.md:14: include {! ../../docs_src/body/tutorial001.py [ln:1-3] hl[3] !} ${outside}`,
        `docs/body.md:17: include {* ../../docs_src/body/tutorial001.py ln[6:8] hl[7] *} ${outside}`,
      ]),
    );
    expect(codeOf(page.html)[0]).toBe('');
    expect(converted.fidelity!['include {! !}']).toMatchObject({ converted: 0, dropped: 3 });
  });

  it('with --include-root at the repository, includes the examples with their line ranges and highlighted lines, never past a symbolic link out of it', async () => {
    const { repo, site } = fastApiLikeRepository();
    const converted = await convertMkDocs(site, undefined, { includeRoot: repo });
    const page = converted.pages.find((p) => p.meta.slug === 'body')!;
    const code = codeOf(page.html);
    expect(code[0]).toBe('from fastapi import FastAPI\n\napp = FastAPI()\n\n\n@app.get("/")\ndef root():\n    return {"message": "Hello"}\n');
    expect(code[1]).toBe('from fastapi import FastAPI\n\napp = FastAPI()\n');
    expect(code[2]).toBe('@app.get("/")\ndef root():\n    return {"message": "Hello"}\n');
    const marked = [...JSDOM.fragment(page.html).querySelectorAll('figure.kb-code mark')].map((mark) => mark.textContent);
    expect(marked).toEqual(['app = FastAPI()', 'def root():']);
    expect(page.html).not.toContain('not to be read');
    expect(converted.warnings).toContain(
      `docs/body.md:20: include {!> ../../docs_src/body/link.py!} is not included: it is outside the include root ${repo} (--include-root names the folder includes may read from)`,
    );
    // An include written in a way no include reads stays in its code block: a warning says so, at its line.
    expect(converted.warnings).toContain(
      'docs/body.md:24: source syntax {!> ../../docs_src/body/tutorial002.py!} left in a code block (the code it names is not there): "{!> ../../docs_src/body/tutorial002.py!}"',
    );
    expect(converted.warnings.filter((warning) => warning.includes('kwargs'))).toEqual([]);
    expect(converted.fidelity).toMatchObject({ 'include {! !}': { converted: 2, dropped: 1 }, 'include {* *}': { converted: 1 }, 'leftover {!': { text: 1 } });
  });

  it('pnpm kb import --include-root names the folder, relative to where the command runs; it is refused for other formats', async () => {
    const { repo, site } = fastApiLikeRepository();
    const { NODE_OPTIONS: _omit, ...env } = process.env;
    const kb = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'api/src/cli/kb.ts', 'import', '--dry-run', ...args], { cwd: repoRoot, env: { ...env, INIT_CWD: site } });
    const { stdout, stderr } = await kb('--include-root', '../..', '.');
    expect(stdout).toContain('Dry run: 1 articles read');
    expect(stdout).toMatch(/^ {2}include \{! !\} +2 +0 +1$/m);
    expect(stderr).toContain(`warning: docs/body.md:20: include {!> ../../docs_src/body/link.py!} is not included: it is outside the include root ${repo}`);
    await expect(kb('--from', 'docusaurus', '--include-root', '../..', '.')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--include-root is for MkDocs sites (their includes), not --from docusaurus'),
    });
  }, 60_000);
});
