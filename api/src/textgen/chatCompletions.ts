import { z } from 'zod';

export interface ChatEndpoint {
  /** Base URL of an OpenAI-compatible API, e.g. https://api.example.com/v1 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const Completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1),
});

/** Why a completion could not be had (any of these makes the callers fall back to the default). */
export class ChatError extends Error {}

/**
 * One call to `POST {baseUrl}/chat/completions` (temperature 0). Rejects with a ChatError on a
 * timeout, a network error, a non-2xx status, or an answer without message content.
 */
export async function chatCompletion(endpoint: ChatEndpoint, messages: ChatMessage[]): Promise<string> {
  const url = `${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(endpoint.apiKey ? { Authorization: `Bearer ${endpoint.apiKey}` } : {}) },
      body: JSON.stringify({ model: endpoint.model, messages, temperature: 0 }),
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    throw new ChatError(timedOut ? `no answer within ${endpoint.timeoutMs} ms` : `request failed: ${(err as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ChatError(`status ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ChatError('answer is not JSON');
  }
  const parsed = Completion.safeParse(body);
  if (!parsed.success) throw new ChatError('answer has no message content');
  return parsed.data.choices[0]!.message.content.trim();
}
