import type { MadeCurrent } from '@kb/contracts';
import { fidelitySummary, type FidelityCounts } from '../docsSite/fidelity';
import type { SiteEditions } from './editions';
import type { EditionsPlan } from './editionsPlan';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What an import wrote per version and language (absent in a dry run). */
export interface EditionsWritten {
  versions: { name: string; created: boolean; published: number; unchanged: number; takenOff: number }[];
  languages: { lang: string; published: number; unchanged: number }[];
  /** The config's lastVersion, made current. */
  current?: MadeCurrent;
}

/**
 * The editions part of an import's fidelity summary: the versions with their pages (shared with the main
 * line, differing, absent), the languages with their pages per version, and every skip with its reason;
 * after a real import, what was written.
 */
export function editionsSummary(editions: SiteEditions, plan: EditionsPlan, written?: EditionsWritten): string[] {
  const lines = [`Versions: the main line and ${count(plan.versions.length, 'version')} from versions.json`];
  const width = Math.max(9, ...plan.versions.map((v) => v.name.length));
  lines.push(`  ${'main line'.padEnd(width)}  ${editions.mainFolder}/: ${count(editions.main.pages.length, 'page')}`);
  for (const version of plan.versions) {
    const { shared, differing, absent } = version.plan;
    const did = written?.versions.find((v) => v.name === version.name);
    const wrote = did ? `; ${did.created ? 'created' : 'existed'}, ${did.published} published, ${did.unchanged} unchanged, ${did.takenOff} taken off` : '';
    lines.push(
      `  ${version.name.padEnd(width)}  ${version.folder}/: ${count(version.pages, 'page')}: ${shared.length} shared with the main line, ${differing.length} ${differing.length === 1 ? 'differs' : 'differ'}, ${count(absent.length, 'main-line page')} not in it${wrote}`,
    );
  }
  if (editions.lastVersion !== undefined) {
    const made = written?.current;
    const why = `lastVersion in ${editions.mainLayout.config?.file ?? 'the site config'}`;
    lines.push(
      made
        ? `Current version: ${made.current} (${why}): made current, ${made.published} published, ${made.unpublished} taken off; ${editions.mainFolder}/ is the version ${made.kept} (beta)`
        : `Current version: ${editions.lastVersion} (${why}): made current after the import; ${editions.mainFolder}/ then becomes a beta version`,
    );
  }
  lines.push(`Languages: ${plan.languages.length === 0 ? 'none' : plan.languages.map((l) => l.lang).join(', ')}`);
  for (const language of plan.languages) {
    const did = written?.languages.find((l) => l.lang === language.lang);
    const versions = language.sharedInVersions.map((v) => `; ${v.version}: ${count(v.pages, 'page')} as in the main line`).join('');
    const wrote = did ? `; ${did.published} published, ${did.unchanged} unchanged` : '';
    lines.push(`  ${language.lang}  i18n/${language.locale}: ${count(language.pages.length, 'page')} of the main line${versions}${wrote}`);
  }
  // Per version and language, the fidelity of the pages it writes (the table above is the main line's): the same plan, so the same counts in a dry run and in the import.
  const table = (title: string, counts: FidelityCounts) => {
    if (Object.keys(counts).length > 0) lines.push(`Fidelity of ${title}:`, ...fidelitySummary(counts).map((line) => `  ${line}`));
  };
  for (const version of plan.versions) table(`the version ${version.name} (${count(version.plan.differing.length, 'page')} of its own)`, version.fidelity);
  for (const language of plan.languages) table(`${language.lang} (${count(language.pages.length, 'page')})`, language.fidelity);
  lines.push(plan.skipped.length === 0 ? 'Skipped: nothing.' : `Skipped: ${plan.skipped.length}, each with its reason:`);
  for (const skip of plan.skipped) lines.push(`  ${skip}`);
  return lines;
}
