import { LIMITS, SaveTranslationRequest, type Actor, type TargetLanguage, type XliffImportOutcome, type XliffImportReport } from '@kb/contracts';
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import type { XliffValue } from 'xliff';
import { editionOf, recordAudit } from '../commands/recordAudit';
import { BadRequest, HttpError } from '../errors';
import { saveTranslation } from './commands';
import type { Translations } from './service';
import { sourceMarker } from './sourceMarker';
import { BlockMismatch, blockCount, translatedHtml } from './xliffBlocks';
import { XLIFF_IDS } from './xliffExport';
import { readTranslatedFile, type TranslatedArticle } from './xliffFile';

const XLIFF_TYPES = new Set(['application/xliff+xml', 'application/x-xliff+xml', 'application/xml', 'text/xml']);
const MAX_MB = LIMITS.xliffUploadBytesMax / (1024 * 1024);

/** The uploaded file as text: an XML type, uncompressed, at most LIMITS.xliffUploadBytesMax bytes (413 past it). */
export async function readXliffBody(ctx: Context): Promise<string> {
  const type = (ctx.get('content-type').split(';')[0] ?? '').trim().toLowerCase();
  if (!XLIFF_TYPES.has(type)) throw new HttpError('unsupportedMediaType', `Send the XLIFF file as application/xliff+xml, not '${type || 'none'}'`);
  const encoding = ctx.get('content-encoding');
  if (encoding && encoding !== 'identity') throw new HttpError('unsupportedMediaType', 'Send the XLIFF file uncompressed (no Content-Encoding)');
  try {
    const bytes = await getRawBody(ctx.req, { limit: LIMITS.xliffUploadBytesMax, length: ctx.get('content-length') || undefined });
    return bytes.toString('utf8');
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 413) throw new HttpError('payloadTooLarge', `XLIFF files may be at most ${MAX_MB} MB`, { maxBytes: LIMITS.xliffUploadBytesMax });
    if (status === 400) throw BadRequest('The file was cut short or did not match its Content-Length');
    throw error;
  }
}

/** A target as plain text (a title or description): its text, inline codes left out. */
const plainText = (value: XliffValue | undefined) =>
  (typeof value === 'string' ? value : Array.isArray(value) ? value.filter((part) => typeof part === 'string').join('') : '').trim();

const hasText = (value: XliffValue | undefined) =>
  value !== undefined && (typeof value === 'string' ? value.trim() !== '' : !Array.isArray(value) || value.length > 0);

/** One article of the file: refused when its English source changed since the export, skipped until every unit has a target, else saved as a draft. */
async function importArticle(service: Translations, actor: Actor, lang: TargetLanguage, file: TranslatedArticle): Promise<XliffImportOutcome> {
  const article = service.deps.readModel.articleDoc(file.articleId);
  const title = article?.title ?? plainText(file.units.title?.source);
  const outcome = (status: XliffImportOutcome['status'], reason: string | null, revisionId: string | null = null): XliffImportOutcome => ({
    articleId: file.articleId,
    title,
    status,
    reason,
    revisionId,
  });
  if (!article) return outcome('refused', 'not on the site: the English article is not published');
  if (sourceMarker(article) !== file.sourceRevisionId) return outcome('refused', 'outdated: the English article changed after export');
  const blockIds = Array.from({ length: blockCount(article.content) }, (_, index) => XLIFF_IDS.block(index));
  const segments = ['title', ...blockIds];
  const untranslated = segments.filter((id) => !hasText(file.units[id]?.target));
  if (untranslated.length === segments.length) return outcome('skipped', 'no target');
  if (untranslated.length > 0) return outcome('skipped', `${untranslated.length} of ${segments.length} segments have no target`);
  try {
    const request = SaveTranslationRequest.safeParse({
      title: plainText(file.units.title?.target),
      description: plainText(file.units.description?.target),
      content: translatedHtml(
        article.content,
        blockIds.map((id) => file.units[id]!.target!),
      ),
      sourceRevisionId: file.sourceRevisionId,
    });
    if (!request.success) return outcome('refused', request.error.issues[0]!.message);
    return outcome('saved', null, (await saveTranslation(service, actor, { articleId: article._id, lang }, request.data))._id);
  } catch (error) {
    // A code that is not the source's, or HTML the save refuses (text the sanitiser would remove): this article only.
    if (error instanceof BlockMismatch || (error instanceof HttpError && error.status < 500)) return outcome('refused', error.message);
    throw error;
  }
}

/**
 * `POST /api/admin/translations/:lang/xliff`: saves each translated article of an exported file as a
 * draft, through the translation form's save (sanitised, audited), never publishing; reports each one.
 */
export async function importXliff(service: Translations, actor: Actor, lang: TargetLanguage, xml: string): Promise<XliffImportReport> {
  const files = await readTranslatedFile(xml, lang);
  const articles: XliffImportOutcome[] = [];
  for (const file of files) articles.push(await importArticle(service, actor, lang, file));
  const count = (status: XliffImportOutcome['status']) => articles.filter((article) => article.status === status).length;
  await recordAudit(
    service.deps.models,
    actor,
    'translation.import',
    `lang:${lang} saved:${count('saved')} skipped:${count('skipped')} refused:${count('refused')}`,
    { edition: editionOf(null, lang) },
  );
  return { lang, articles };
}
