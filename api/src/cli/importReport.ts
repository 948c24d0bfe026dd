import type { ImportSource } from '../content/importSource';
import { fidelitySummary } from '../content/docsSite/fidelity';

/**
 * Prints an import's warnings, errors and fidelity summary (per construct); the exit code. The same for `--dry-run`
 * (whose `result` is preparePages' checks) and for the import (writeImport's result): `imported` pages, each error a
 * page dropped.
 */
export function report(source: ImportSource, result: { warnings: string[]; errors: string[]; imported: number }): number {
  for (const warning of result.warnings) console.warn(`warning: ${warning}`);
  if (result.warnings.length > 0) console.warn(`${result.warnings.length} warning(s): imported, but something was left out or is missing (above).`);
  for (const error of result.errors) console.error(`error: ${error}`);
  if (result.errors.length > 0) console.error(`${result.errors.length} file(s) could not be imported.`);
  const dropped = (source.fidelity?.page?.dropped ?? 0) + result.errors.length;
  const counts = { ...source.fidelity, page: { converted: result.imported, text: 0, dropped } };
  console.log(['Fidelity:', ...fidelitySummary(counts).map((line) => `  ${line}`)].join('\n'));
  return result.errors.length > 0 ? 1 : 0;
}
