import { LANGUAGE_NAMES, SaveTranslationRequest, type Actor, type TargetLanguage } from '@kb/contracts';
import { HttpError } from '../errors';
import { chatCompletion } from '../textgen';
import { articleOr404, saveTranslation } from './commands';
import type { TranslationRevisionDoc } from './models';
import type { Translations } from './service';
import { sourceMarker } from './sourceMarker';

/** A whole article takes a model far longer than a search summary: drafts wait at least this long. */
const DRAFT_TIMEOUT_MS = 120_000;

const RULES = [
  'You translate articles of a product knowledge base from English for its readers.',
  'Translate the title, the description and the text of the HTML; keep every tag, attribute, URL, code sample and product name exactly as it is.',
  'Answer with one JSON object only: {"title": "…", "description": "…", "html": "…"}.',
].join(' ');

const unusable = (why: string) => new HttpError('unavailable', `The LLM endpoint gave no usable draft: ${why}`);

/** The model's answer as a save request: a JSON object (perhaps in a code fence) with a title and HTML. */
function draftOf(answer: string, sourceRevisionId: string): SaveTranslationRequest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    throw unusable('the answer is not JSON');
  }
  const fields = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  const draft = SaveTranslationRequest.safeParse({ title: fields.title, description: fields.description ?? '', content: fields.html, sourceRevisionId });
  if (!draft.success) throw unusable(draft.error.issues[0]?.message ?? 'fields are missing');
  return draft.data;
}

/**
 * Drafts a translation with the optional OpenAI-compatible adapter (LLM_BASE_URL) and saves it as a
 * revision marked `machine`, for a person to review and publish: a draft is never published here.
 */
export async function draftTranslation(
  service: Translations,
  actor: Actor,
  target: { articleId: string; lang: TargetLanguage },
): Promise<TranslationRevisionDoc> {
  const { env } = service.deps;
  if (!env.LLM_BASE_URL) throw new HttpError('notImplemented', 'No LLM endpoint is configured (LLM_BASE_URL): translate the article by hand');
  const article = await articleOr404(service, target.articleId);
  const endpoint = { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: Math.max(env.LLM_TIMEOUT_MS, DRAFT_TIMEOUT_MS) };
  const source = JSON.stringify({ title: article.title, description: article.metaDescription, html: article.content });
  let answer: string;
  try {
    answer = await chatCompletion(endpoint, [
      { role: 'system', content: RULES },
      { role: 'user', content: `Translate into ${LANGUAGE_NAMES[target.lang]} (${target.lang}):\n${source}` },
    ]);
  } catch (error) {
    throw unusable((error as Error).message);
  }
  return saveTranslation(service, actor, target, draftOf(answer, sourceMarker(article)), 'machine');
}
