import { folderWith } from './mkdocsSite';

/**
 * A Docusaurus site with three versions whose config serves 2.x at the docs' root (`lastVersion`) and labels its
 * versions: docs/ "Next", 2.x "2.x (LTS)" (a label no version name can be), 1.x "v1". 3.0 is newer than 2.x (a
 * release candidate). Only docs/ has the setup page; the guide is the same everywhere. `lastVersion` is the docs
 * plugin's line 4 (`''`: none).
 */
export function versionedDocusaurusSite(lastVersion = "lastVersion: '2.x',"): string {
  return folderWith('kb-docusaurus-versions-', {
    'docusaurus.config.js': [
      'module.exports = {',
      "  title: 'Lens',",
      "  presets: [['classic', { docs: {",
      `    ${lastVersion}`,
      '    versions: {',
      "      current: { label: 'Next', path: 'next' },",
      "      '2.x': { label: '2.x (LTS)' },",
      "      '1.x': { label: 'v1' },",
      '    },',
      '  } }]],',
      '};',
    ].join('\n'),
    'versions.json': '["3.0", "2.x", "1.x"]',
    'docs/lens-intro.md': '# Lens intro\n\nThe intro of the next release: see [the guide](lens-guide.md).\n',
    'docs/lens-setup.md': '# Lens setup\n\nNew in the next release.\n',
    'docs/lens-guide.md': '# Lens guide\n\nThe same guide in every version.\n',
    'versioned_docs/version-3.0/lens-intro.md': '# Lens intro\n\nThe intro of release 3.0.\n',
    'versioned_docs/version-3.0/lens-guide.md': '# Lens guide\n\nThe same guide in every version.\n',
    'versioned_docs/version-2.x/lens-intro.md': '# Lens intro\n\nThe intro of release 2.x: see [the guide](lens-guide.md).\n',
    'versioned_docs/version-2.x/lens-guide.md': '# Lens guide\n\nThe same guide in every version.\n',
    'versioned_docs/version-1.x/lens-intro.md': '# Lens intro\n\nThe intro of release 1.x.\n',
    'versioned_docs/version-1.x/lens-guide.md': '# Lens guide\n\nThe same guide in every version.\n',
    'i18n/fr/docusaurus-plugin-content-docs/version-1.x/lens-intro.md': '# Introduction\n\nL’introduction de la version 1.x.\n',
  });
}
