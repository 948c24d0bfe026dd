import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/db/paths';

/** A small MkDocs site: mkdocs.yml with a nav and a plugin tag, pages in content/, one image. */
export function mkdocsSite(): string {
  const site = folderWith('kb-mkdocs-', {
    'mkdocs.yml': [
      'site_name: Demo',
      'docs_dir: content',
      'markdown_extensions:',
      '  - admonition',
      '  - pymdownx.emoji:',
      '      emoji_index: !!python/name:material.extensions.emoji.twemoji',
      'nav:',
      '  - Home: index.md',
      "  - 'User Guide':",
      "      - 'Writing your docs': user-guide/writing.md",
      '      - user-guide/styling.md',
      '  - Issues: https://example.com/issues',
    ].join('\n'),
    'content/index.md': '# Welcome\n\nSee [front matter](user-guide/writing.md#front-matter).\n\n![Logo](img/logo.png)\n',
    'content/user-guide/writing.md':
      '---\ntitle: Ignored\ndescription: How pages are written.\n---\n# Writing\n\n## Front Matter\n\n!!! tip\n    Keep it short.\n\nBack [home](../index.md), on to [styling](styling.md#css-files), or [away](../gone.md).\n',
    'content/user-guide/styling.md': '# Styling\n\n## CSS files\n\n=== "CSS"\n\n    Use `extra_css`.\n\n=== "Theme"\n\n    Override the theme.\n',
    'content/about.md': '# About\n\nWho we are.\n',
  });
  mkdirSync(path.join(site, 'content/img'));
  copyFileSync(path.join(repoRoot, 'api/test/fixtures/third_party/docusaurus/static/img/plus-api-key-min.png'), path.join(site, 'content/img/logo.png'));
  return site;
}

/** A new folder under the system's temporary folder (named `prefix…`) holding `files` (path → text). */
export function folderWith(prefix: string, files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  return folder;
}
