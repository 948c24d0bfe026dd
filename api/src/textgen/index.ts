import type { Env } from '../env';
import type { Logger } from '../logger';
import { extractiveSummary, vocabularySuggestions } from './extractive';
import { llmSuggestions, llmSummary } from './llm';
import type { SuggestionGenerator, SummaryGenerator } from './types';

export type * from './types';
export { chatCompletion, type ChatEndpoint } from './chatCompletions';

export interface TextGenerators {
  summary: SummaryGenerator;
  suggestions: SuggestionGenerator;
  /** 'offline' or the model name. */
  kind: string;
}

/** The offline generators, or the OpenAI-compatible adapters (falling back to them) when LLM_BASE_URL is set. */
export function createTextGenerators(env: Env, logger: Logger, hasResults: (query: string) => boolean): TextGenerators {
  if (!env.LLM_BASE_URL) return { summary: extractiveSummary, suggestions: vocabularySuggestions, kind: 'offline' };
  const endpoint = { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS };
  return {
    summary: llmSummary(endpoint, extractiveSummary, logger),
    suggestions: llmSuggestions(endpoint, vocabularySuggestions, hasResults, logger),
    kind: env.LLM_MODEL,
  };
}
