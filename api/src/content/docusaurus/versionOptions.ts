import { VERSION_NAME_PATTERN } from '@kb/contracts';
import type { DocsPluginOptions } from './siteConfig';

/** The docs plugin's `versions` labels as names here (docs/decisions/0193-lastversion-made-current-labels-as-names.md). */
export interface VersionLabels {
  /** A versions.json name → the name its version gets: its label when the label can name a version, else its own. */
  nameOf: (name: string) => string;
  /** docs/'s name from `versions.current.label`, when it can name a version. */
  mainLineName?: string;
  /** `file:line: message` for each label not applied. */
  warnings: string[];
}

/**
 * A version here has one name, shown in the switcher, the banner and its addresses (`/v/<name>/`), and no label of
 * its own: a label becomes the version's name when it can be one (1–32 letters, digits, dots or hyphens) and names
 * no other version; otherwise the version keeps its name, with a warning. `current` is docs/ (the main line).
 */
export function versionLabels(config: DocsPluginOptions | undefined, names: readonly string[]): VersionLabels {
  const renamed = new Map<string, string>();
  const warnings: string[] = [];
  let mainLineName: string | undefined;
  const taken = new Set(names);
  for (const [key, { label, line }] of Object.entries(config?.versions ?? {})) {
    const at = `${config!.file}:${line}`;
    const known = key === 'current' || names.includes(key);
    if (!known) warnings.push(`${at}: versions names the version ${key}, which versions.json does not list: its options are not applied`);
    if (!known || label === undefined || label === key) continue;
    const whose = key === 'current' ? 'docs/' : `the version ${key}`;
    if (!VERSION_NAME_PATTERN.test(label)) {
      warnings.push(`${at}: the label '${label}' cannot name ${whose} here (1–32 letters, digits, dots or hyphens): not applied, it keeps its name`);
    } else if (taken.has(label)) {
      warnings.push(`${at}: the label '${label}' of ${whose} already names another version: not applied, it keeps its name`);
    } else {
      taken.add(label);
      if (key === 'current') mainLineName = label;
      else renamed.set(key, label);
    }
  }
  return { nameOf: (name) => renamed.get(name) ?? name, mainLineName, warnings };
}

/**
 * `lastVersion`, the version Docusaurus serves at the docs' root: the imported version (by its name here) the import
 * makes current, or undefined when docs/ stays the current version (`current`, no lastVersion, or one that is not
 * imported: then with a warning saying why).
 */
export function lastVersionMade(
  config: DocsPluginOptions | undefined,
  imported: ReadonlyMap<string, string>,
  mainFolder: string,
  warnings: string[],
): string | undefined {
  const last = config?.lastVersion;
  if (!last || last.value === 'current') return undefined;
  const name = imported.get(last.value);
  if (name === undefined)
    warnings.push(
      `${config.file}:${last.line}: lastVersion '${last.value}' is not applied: no version ${last.value} is imported (see Skipped, and versions.json): ${mainFolder}/ stays the current version`,
    );
  return name;
}
