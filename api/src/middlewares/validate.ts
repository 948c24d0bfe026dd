import type { CallDef } from '@kb/contracts';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import { BadRequest } from '../errors';
import { wellFormed } from './wellFormed';

export interface Input<C extends CallDef> {
  params: z.output<C['params']>;
  query: z.output<C['query']>;
  body: z.output<C['body']>;
}

/** Parses `value` with `schema`, or throws 400 `{ error, details }` naming the first problem. */
function check(schema: z.ZodType, value: unknown, where: string): unknown {
  const result = schema.safeParse(value);
  if (!result.success) {
    const details = result.error.issues.map((issue) => ({ path: [where, ...issue.path].join('.'), message: issue.message }));
    throw BadRequest(details[0] ? `Invalid ${where}: ${details[0].message}` : `Invalid ${where}`, details);
  }
  return result.data;
}

/** The query string as one value per key (the last when repeated), made well-formed. */
function wellFormedQuery(query: Record<string, string | string[] | undefined>): unknown {
  return wellFormed(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value[value.length - 1] : value])));
}

/** Validates params, query and body (made well-formed UTF-16 first) against the call's contract; handlers read `ctx.state.input`. */
export function validate<C extends CallDef>(call: C): Middleware {
  return async (ctx, next) => {
    const hasBody = call.method !== 'GET' && call.method !== 'DELETE';
    ctx.state.input = {
      params: check(call.params, wellFormed({ ...(ctx as unknown as { params?: object }).params }), 'params'),
      query: check(call.query, wellFormedQuery(ctx.query), 'query'),
      body: hasBody ? check(call.body, wellFormed((ctx.request as { body?: unknown }).body ?? {}), 'body') : {},
    };
    await next();
  };
}

export function inputOf<C extends CallDef>(state: { input?: unknown }, _call: C): Input<C> {
  return state.input as Input<C>;
}
