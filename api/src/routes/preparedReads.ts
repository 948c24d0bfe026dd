import type Router from '@koa/router';
import type { CallDef } from '@kb/contracts';
import type { HttpError } from '../errors';
import type { BodyHeaders, FastParams, FastPath } from '../fastPath';
import { sendPrepared } from '../middlewares/preparedResponse';
import { inputOf, validate, type Input } from '../middlewares/validate';
import { whenContentReady } from '../middlewares/whenReady';
import type { BodyKind } from '../readModel/preparedBodies';
import type { EditionView } from '../readModel/editionView';
import type { ReadModel } from '../readModel/readModel';

/** The version a public read asks for (EditionQuery): its view, with prepared-body keys of its own. */
function viewOf(readModel: ReadModel, call: CallDef, state: { input?: unknown }): EditionView {
  return readModel.edition((inputOf(state, call).query as { version?: string }).version);
}

/** The headers of the API's prepared JSON bodies (as the CORS middleware and sendPrepared set them). */
const JSON_BODY: BodyHeaders = { 'content-type': 'application/json; charset=utf-8', vary: 'Origin, Accept-Encoding' };

/** Which of the read model's prepared bodies answers a request (see PreparedBodies). */
export interface BodyRef {
  kind: BodyKind;
  key: string;
  source: object;
}

/** Declares the fast path of a contract's GET whose Koa route answers the prepared body `ref` names. */
export function fastRead(fastPath: FastPath, readModel: ReadModel, call: CallDef, ref: (params: FastParams) => BodyRef | undefined): void {
  if (call.method !== 'GET') throw new Error(`Only GETs have a fast path (${call.method} ${call.path})`);
  fastPath.add(
    call.path,
    (params) => {
      const found = ref(params);
      return found && readModel.bodies.peek(found.kind, found.key, found.source);
    },
    JSON_BODY,
  );
}

/**
 * A public GET answered with one prepared body, on both paths: the Koa route and the fast path (which never
 * sees a query string, so it answers the main line's; a `version` gets that version's body, keyed apart).
 */
export function preparedRead(router: Router, fastPath: FastPath, readModel: ReadModel, call: CallDef, ref: (view: EditionView) => BodyRef): void {
  fastRead(fastPath, readModel, call, () => ref(readModel));
  router.get(call.path, validate(call), whenContentReady(readModel), async (ctx) => {
    const view = viewOf(readModel, call, ctx.state);
    const { kind, key, source } = ref(view);
    sendPrepared(ctx, await readModel.bodies.get(kind, view.bodyKey(key), source));
  });
}

/**
 * A public GET with path parameters answered with one prepared body, on both paths; `missing` is the
 * error when `ref` finds nothing. The fast path takes the parameters as the contract parses them, so it
 * never makes an answer the route would refuse.
 */
export function preparedParamRead<C extends CallDef>(
  router: Router,
  fastPath: FastPath,
  readModel: ReadModel,
  call: C,
  ref: (params: Input<C>['params'], view: EditionView) => BodyRef | undefined,
  missing: (params: Input<C>['params']) => HttpError,
): void {
  fastRead(fastPath, readModel, call, (raw) => {
    const params = call.params.safeParse(raw);
    return params.success ? ref(params.data as Input<C>['params'], readModel) : undefined;
  });
  router.get(call.path, validate(call), whenContentReady(readModel), async (ctx) => {
    const { params } = inputOf(ctx.state, call);
    const view = viewOf(readModel, call, ctx.state);
    const found = ref(params, view);
    if (!found) throw missing(params);
    sendPrepared(ctx, await readModel.bodies.get(found.kind, view.bodyKey(found.key), found.source));
  });
}
