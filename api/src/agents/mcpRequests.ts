import { bodyParser } from '@koa/bodyparser';
import {
  ErrorCode,
  isInitializedNotification,
  isInitializeRequest,
  isJSONRPCRequest,
  JSONRPCMessageSchema,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';
import type { Context } from 'koa';
import { ANONYMOUS_BODY_LIMIT } from '../middlewares/parseBody';

/** The JSON-RPC error code of a refused call past the client's budget (implementation-defined range; 429 in it). */
export const RATE_LIMITED = -32029;

/** An HTTP answer with a JSON-RPC body (a message or a batch of them). */
export interface RpcAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A JSON-RPC error response; `id` null when the request's id is unknown (a body that is not a request). */
export const rpcError = (code: number, message: string, id: string | number | null = null, data?: unknown) => ({
  jsonrpc: '2.0' as const,
  id,
  error: data === undefined ? { code, message } : { code, message, data },
});

const parseJson = bodyParser({ enableTypes: ['json'], jsonLimit: ANONYMOUS_BODY_LIMIT, jsonStrict: false, encoding: 'utf-8' });

/**
 * The POSTed message(s), read as the SDK transport would want them: undefined when the body is not
 * declared JSON (the transport answers 415), else valid JSON-RPC or the JSON-RPC error to answer:
 * -32700 for a body that is not JSON, -32600 (413) past the body limit and for JSON that is not a
 * JSON-RPC message or a non-empty batch of them.
 */
export async function readMessages(ctx: Context): Promise<{ messages?: JSONRPCMessage | JSONRPCMessage[]; refused?: RpcAnswer }> {
  if (!ctx.request.is('application/json')) return {};
  try {
    await parseJson(ctx, () => Promise.resolve());
  } catch (caught) {
    const status = (caught as { status?: unknown }).status;
    if (status === 413)
      return { refused: { status: 413, body: rpcError(ErrorCode.InvalidRequest, `Invalid Request: the body is larger than ${ANONYMOUS_BODY_LIMIT}`) } };
    return { refused: { status: 400, body: rpcError(ErrorCode.ParseError, 'Parse error: the body is not JSON') } };
  }
  const body = (ctx.request as { body?: unknown }).body;
  const valid = Array.isArray(body)
    ? body.length > 0 && body.every((m) => JSONRPCMessageSchema.safeParse(m).success)
    : JSONRPCMessageSchema.safeParse(body).success;
  if (!valid)
    return { refused: { status: 400, body: rpcError(ErrorCode.InvalidRequest, 'Invalid Request: not a JSON-RPC 2.0 message or a non-empty batch of them') } };
  return { messages: body as JSONRPCMessage | JSONRPCMessage[] };
}

/** The handshake (`initialize`, then `notifications/initialized`), which has a budget of its own. */
export const isHandshake = (messages: JSONRPCMessage | JSONRPCMessage[] | undefined) =>
  messages !== undefined && !Array.isArray(messages) && (isInitializeRequest(messages) || isInitializedNotification(messages));

/** How many calls a POST makes: one per message of a batch, one for anything else. */
export const callCount = (messages: JSONRPCMessage | JSONRPCMessage[] | undefined) => (Array.isArray(messages) ? messages.length : 1);

/**
 * The refusal of a POST past the client's budget. Requests get a JSON-RPC error each (code
 * RATE_LIMITED, `data.retryAfterSeconds`) with status 200: the SDK's client (1.32) turns any other
 * status into a transport error and drops the body, so only this way does a caller see an MCP error
 * it can act on. Retry-After is set either way; a POST with no request in it (notifications) gets 429.
 */
export function rateLimited(messages: JSONRPCMessage | JSONRPCMessage[] | undefined, retryAfterSeconds: number): RpcAnswer {
  const message = `Too many requests: try again in ${retryAfterSeconds} seconds.`;
  const data = { retryAfterSeconds };
  const headers = { 'Retry-After': String(retryAfterSeconds) };
  const requests = (Array.isArray(messages) ? messages : messages ? [messages] : []).filter(isJSONRPCRequest);
  if (requests.length === 0) return { status: 429, body: rpcError(RATE_LIMITED, message, null, data), headers };
  const errors = requests.map((r) => rpcError(RATE_LIMITED, message, r.id, data));
  return { status: 200, body: Array.isArray(messages) ? errors : errors[0], headers };
}
