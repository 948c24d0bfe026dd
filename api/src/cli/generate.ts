import { GENERATE_MAX, generateKnowledgeBase, NotEmptyError } from '../seeding/generateArticles';
import type { Models } from '../models';
import { GENERATED_LANGUAGES } from '../seeding/generatedLanguages';

export interface GenerateArgs {
  articles: number;
  replace: boolean;
  seed: number;
  /** How many versions (the main line and forks of it); 1: none. */
  versions: number;
  /** How many languages, English included (1: English only). */
  languages: number;
}

/** `--articles N [--replace] [--seed S] [--versions V] [--languages L]` → options, or a message saying what is wrong. */
export function parseGenerateArgs(args: readonly string[]): GenerateArgs | { error: string } {
  const parsed: GenerateArgs = { articles: 0, replace: false, seed: 42, versions: 1, languages: 1 };
  for (let i = 0; i < args.length; i += 1) {
    const [flag, inline] = args[i]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? args[++i] ?? '';
    if (flag === '--replace') parsed.replace = true;
    else if (flag === '--articles') parsed.articles = Number(value());
    else if (flag === '--seed') parsed.seed = Number(value());
    else if (flag === '--versions') parsed.versions = Number(value());
    else if (flag === '--languages') parsed.languages = Number(value());
    else return { error: `Unknown option '${args[i]}'` };
  }
  if (!Number.isInteger(parsed.articles) || parsed.articles < 1 || parsed.articles > GENERATE_MAX) {
    return { error: `--articles must be a whole number from 1 to ${GENERATE_MAX}` };
  }
  if (!Number.isInteger(parsed.seed)) return { error: '--seed must be a whole number' };
  if (!Number.isInteger(parsed.versions) || parsed.versions < 1 || parsed.versions > 10) return { error: '--versions must be a whole number from 1 to 10' };
  if (!Number.isInteger(parsed.languages) || parsed.languages < 1 || parsed.languages > GENERATED_LANGUAGES.length + 1) {
    return { error: `--languages must be a whole number from 1 to ${GENERATED_LANGUAGES.length + 1} (English, then ${GENERATED_LANGUAGES.join(', ')})` };
  }
  return parsed;
}

/** Progress lines come every tenth of the run, in whole insert batches. */
const BATCH_REPORT = 500;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs the generator with progress on stderr and a summary on stdout; exit code 1 on a refusal. */
export async function runGenerate(models: Models, mediaDir: string, args: GenerateArgs): Promise<number> {
  const step = Math.max(BATCH_REPORT, Math.round(args.articles / 10 / BATCH_REPORT) * BATCH_REPORT);
  try {
    const result = await generateKnowledgeBase(models, {
      ...args,
      mediaDir,
      onProgress: (done, total) => {
        if (done % step === 0 && done < total) console.error(`  ${done} / ${total} articles`);
      },
    });
    console.log(
      `Generated ${result.articles} articles in ${result.categories} categories (${result.depth} levels deep) with ${result.images} images${result.versions.length > 0 ? ` in versions ${result.versions.join(', ')}` : ''}${result.languages.length > 0 ? `, translated into ${result.languages.join(', ')} (${result.outdated} translations outdated)` : ''} in ${seconds(result.totalMs)}: ` +
        `text and content pipeline ${seconds(result.pipelineMs)}, waiting for the database ${seconds(result.databaseMs)}. Restart running servers to load them.`,
    );
    return 0;
  } catch (err) {
    if (err instanceof NotEmptyError) {
      console.error(`error: ${err.message}`);
      return 1;
    }
    throw err;
  }
}
