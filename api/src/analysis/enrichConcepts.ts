import type { Logger } from '../logger';
import { chatCompletion, type ChatEndpoint } from '../textgen';
import type { ConceptDraft } from './conceptText';

/** Turns drafts into better-worded drafts; the offline default leaves them as they are. */
export type ConceptEnricher = (drafts: readonly ConceptDraft[]) => Promise<ConceptDraft[]>;

export const keepDrafts: ConceptEnricher = async (drafts) => [...drafts];

/** Only the strongest gaps are sent to the model (cost and time stay bounded). */
export const ENRICHED_MAX = 10;
const DESCRIPTION_MAX = 1200;

const RULES = [
  'You write briefs for new articles of a product knowledge base.',
  'Given a gap analysis of one topic, write 2 to 4 plain sentences: what the article should explain and for whom.',
  'Use only facts in the analysis. No markdown, no HTML, no links, no headings.',
].join(' ');

/**
 * Descriptions from an OpenAI-compatible chat-completions endpoint (LLM_BASE_URL). A draft keeps
 * its deterministic description when the call fails, times out or answers something unusable.
 */
export function llmEnricher(endpoint: ChatEndpoint, logger: Logger): ConceptEnricher {
  return async (drafts) =>
    Promise.all(
      drafts.map(async (draft, index) => {
        if (index >= ENRICHED_MAX) return draft;
        try {
          const text = await chatCompletion(endpoint, [
            { role: 'system', content: RULES },
            { role: 'user', content: `Topic: ${draft.title}\nOutline: ${draft.outline.join('; ')}\nAnalysis:\n${draft.analysisReport}` },
          ]);
          if (text.length <= DESCRIPTION_MAX && !/<|https?:\/\/|```/.test(text)) return { ...draft, description: text };
          logger.warn({ title: draft.title }, 'LLM concept description rejected; keeping the offline one');
        } catch (err) {
          logger.warn({ err: (err as Error).message }, 'LLM concept description failed; keeping the offline one');
        }
        return draft;
      }),
    );
}
