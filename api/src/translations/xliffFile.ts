import { Id, type TargetLanguage } from '@kb/contracts';
import { xliff2js, type XliffValue } from 'xliff';
import { z } from 'zod';
import { BadRequest, HttpError } from '../errors';
import { XLIFF_IDS } from './xliffExport';

const InlineCode: z.ZodType<Record<string, { id?: string; contents?: XliffValue }>> = z.record(
  z.string(),
  z.looseObject({ id: z.string().optional(), contents: z.lazy(() => Value).optional() }),
);
const Value: z.ZodType<XliffValue> = z.union([z.string(), InlineCode, z.array(z.union([z.string(), InlineCode]))]);
const Unit = z.looseObject({ source: Value.optional(), target: Value.optional() });

/** A record whose keys are ids the export wrote: `prefix` and a UUID. */
const keyedBy = <T extends z.ZodType>(prefix: string, what: string, value: T) =>
  z.record(z.string(), value).superRefine((record, ctx) => {
    for (const key of Object.keys(record)) {
      if (!key.startsWith(prefix) || !Id.safeParse(key.slice(prefix.length)).success)
        ctx.addIssue({ code: 'custom', path: [key], message: `${what} '${key}' is not '${prefix}' and a UUID, as exported` });
    }
  });

/** One article of a translated file: the one group the export wrote, its id naming the source revision. */
const ArticleFile = keyedBy(XLIFF_IDS.source, 'the group id', z.looseObject({ groupUnits: z.record(z.string(), Unit) })).refine(
  (groups) => Object.keys(groups).length === 1,
  'each <file> must hold the one <group> it was exported with',
);

const TranslatedFile = (lang: TargetLanguage) =>
  z.looseObject({
    sourceLanguage: z.literal('en', { error: 'srcLang must be en' }),
    targetLanguage: z.literal(lang, { error: `trgLang must be ${lang}, the language imported into` }),
    resources: keyedBy(XLIFF_IDS.article, 'the file id', ArticleFile),
  });

/** One article of the file: its id, the source revision it was exported from, and its units by id. */
export interface TranslatedArticle {
  articleId: string;
  sourceRevisionId: string;
  units: Record<string, z.infer<typeof Unit>>;
}

/**
 * Reads a translated XLIFF 2 file (2.0, 2.1 or 2.2, as exported): 400 `badRequest` when it is not
 * XLIFF 2 at all, 400 `validation` naming the first problem when its languages or ids are not the export's.
 */
export async function readTranslatedFile(xml: string, lang: TargetLanguage): Promise<TranslatedArticle[]> {
  let parsed: unknown;
  try {
    parsed = await xliff2js(xml);
  } catch (error) {
    throw new HttpError('badRequest', `The file could not be read as XLIFF: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!parsed || typeof parsed !== 'object' || !('resources' in parsed)) {
    throw new HttpError('badRequest', 'The file is not XLIFF 2 (an <xliff> root with version 2.0, 2.1 or 2.2)');
  }
  const result = TranslatedFile(lang).safeParse(parsed);
  if (!result.success) {
    const details = result.error.issues.map((issue) => ({ path: ['file', ...issue.path].join('.'), message: issue.message }));
    throw BadRequest(`Invalid XLIFF file: ${details[0]!.message}`, details);
  }
  return Object.entries(result.data.resources).map(([fileId, groups]) => {
    const [groupId, group] = Object.entries(groups)[0]!;
    return { articleId: fileId.slice(XLIFF_IDS.article.length), sourceRevisionId: groupId.slice(XLIFF_IDS.source.length), units: group.groupUnits };
  });
}
