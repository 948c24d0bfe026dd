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

function check(schema: z.ZodType, value: unknown, where: string): unknown {
  const result = schema.safeParse(value);
  if (!result.success) {
    const details = result.error.issues.map((issue) => ({ path: [where, ...issue.path].join('.'), message: issue.message }));
    throw BadRequest(details[0] ? `Invalid ${where}: ${details[0].message}` : `Invalid ${where}`, details);
  }
  return result.data;
}

/** Validates params, query and body (made well-formed UTF-16 first) against the call's contract; handlers read `ctx.state.input`. */
export function validate<C extends CallDef>(call: C): Middleware {
  return async (ctx, next) => {
    const query = Object.fromEntries(
      Object.entries(ctx.query).map(([key, value]) => [key, Array.isArray(value) ? value[value.length - 1] : value]),
    );
    const hasBody = call.method !== 'GET' && call.method !== 'DELETE';
    ctx.state.input = {
      params: check(call.params, wellFormed({ ...(ctx as unknown as { params?: object }).params }), 'params'),
      query: check(call.query, wellFormed(query), 'query'),
      body: hasBody ? check(call.body, wellFormed((ctx.request as { body?: unknown }).body ?? {}), 'body') : {},
    };
    await next();
  };
}

export function inputOf<C extends CallDef>(state: { input?: unknown }, _call: C): Input<C> {
  return state.input as Input<C>;
}
