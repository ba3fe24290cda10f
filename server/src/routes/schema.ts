/**
 * Builders of the routes' schemas (contract TypeBox schemas): what a call accepts (body and query
 * alike: the legacy server read both), what it answers, its tag and its security. A player call's
 * input is a `PlayerInput` (contract/common/input.ts): the validator reads and checks it once and
 * the handler gets `request.body` typed by it (see plugins/validation.ts). Answers stay `TSchema`
 * on purpose: they document the wire, they never type or filter what a handler sends.
 *
 * Auth is declared once, here: `memberCall` documents the Bearer token and carries the guard,
 * which `setupCallGuards` runs before the input is read (a visitor gets 401, never a field's
 * message; the legacy controllers ran their auth middleware first too).
 */
import type {
  FastifyInstance,
  FastifyTypeProvider,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import { Type, type Static, type StaticDecode, type TSchema } from 'typebox';
import { AnyEnvelope, EnvelopeOf, NoInput } from '../../../contract/common/schemas.ts';
import { requireMember, requireMemberId } from '../plugins/auth.ts';

/**
 * The TypeBox type provider, decoded: a handler's body, query and params are what the validator
 * hands over (`StaticDecode`: ids as numbers, amounts as checked text), not what clients may send.
 * Written here rather than taken from @fastify/type-provider-typebox, whose provider types the
 * encoded side (`Static`): handlers would be typed with the wire strings our decoder replaces.
 */
interface DecodedTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? StaticDecode<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

/** The app with the decoded type provider: the same instance, typed from each route's schema. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<DecodedTypeProvider>();
}

type PlayerTag = 'content' | 'session' | 'member' | 'money' | 'cards' | 'records' | 'lottery' | 'games';

const MEMBER = [{ member: [] }];
const OPERATOR = [{ operator: [] }];

/** Where a call's guard rides on its schema: a symbol, so neither the document nor JSON sees it. */
const GUARD = Symbol('call guard');

const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      description: 'Idempotency-Key: a retry with the same key gets the first answer (and Idempotent-Replayed: true).',
    }),
  ),
});

interface CallOptions<I extends TSchema> {
  tag: PlayerTag;
  summary: string;
  description?: string;
  /** The parameters, read from the query or the body alike; none when left out. */
  input?: I;
  /** The envelope's `data`; an undescribed envelope when left out. */
  data?: TSchema;
  /** Accepts an Idempotency-Key header (money-moving calls). */
  idempotent?: boolean;
}

interface MemberCallOptions<I extends TSchema> extends CallOptions<I> {
  /** 'cached': the guard that only needs who the member is (the balance poll; `memberIdOf`). */
  session?: 'full' | 'cached';
}

function playerCall<I extends TSchema>(o: CallOptions<I>, guard: preValidationHookHandler | null) {
  const input = (o.input ?? NoInput) as I;
  const response: Record<number, TSchema> = { 200: o.data ? EnvelopeOf(o.data) : AnyEnvelope };
  const schema = {
    tags: [o.tag],
    summary: o.summary,
    ...(o.description ? { description: o.description } : {}),
    ...(guard ? { security: MEMBER } : {}),
    ...(o.idempotent ? { headers: IdempotencyHeaders } : {}),
    querystring: input,
    body: input,
    response,
  };
  if (guard) Object.defineProperty(schema, GUARD, { value: guard, enumerable: false });
  return schema;
}

/** A player call open to anyone (the envelope around `data`). */
export function publicCall<I extends TSchema = typeof NoInput>(o: CallOptions<I>) {
  return playerCall(o, null);
}

/** A player call behind the member's Bearer token: documented and guarded by this one declaration. */
export function memberCall<I extends TSchema = typeof NoInput>(o: MemberCallOptions<I>) {
  const guard = (o.session === 'cached' ? requireMemberId : requireMember) as preValidationHookHandler;
  return playerCall(o, guard);
}

/** A member call whose schema is not a player call's (the multipart avatar upload): the same guard. */
export function memberOnly<S extends object>(schema: S): S & { security: typeof MEMBER } {
  const guarded = { ...schema, security: MEMBER };
  Object.defineProperty(guarded, GUARD, { value: requireMember, enumerable: false });
  return guarded;
}

function hooks<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Runs each member call's guard first in preValidation. Must be set up before the routes are
 * registered. A route that still names the guard itself keeps it where it is (run once).
 */
export function setupCallGuards(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const guard = (route.schema as { [GUARD]?: preValidationHookHandler } | undefined)?.[GUARD];
    if (!guard) return;
    const named = [...hooks(route.preHandler), ...hooks(route.preValidation)] as unknown[];
    if (named.includes(guard)) return;
    route.preValidation = [guard, ...hooks(route.preValidation)];
  });
}

type PlayerSchema<I extends TSchema> = ReturnType<typeof playerCall<I>>;

/**
 * A read call the legacy client sends as GET or POST. Fastify never reads the body of a GET (and
 * refuses a body schema on one), so the GET route declares the query and the POST route both;
 * either way the handler reads the decided input as `request.body`.
 */
export function readRoute<I extends TSchema>(
  app: FastifyInstance,
  route: {
    url: string;
    schema: PlayerSchema<I>;
    handler: (request: FastifyRequest<{ Body: StaticDecode<I> }>, reply: FastifyReply) => unknown;
    /** false: never compressed (a tiny answer polled often: @fastify/compress's hooks skipped). */
    compress?: false;
  },
): void {
  const { body: _body, ...query } = route.schema;
  const guard = (route.schema as { [GUARD]?: preValidationHookHandler })[GUARD];
  if (guard) Object.defineProperty(query, GUARD, { value: guard, enumerable: false });
  const handler = route.handler as (request: FastifyRequest, reply: FastifyReply) => unknown;
  app.route({
    ...route,
    method: 'GET',
    schema: query,
    // The GET's decided input is its query: handed over as the body, as on the POST.
    handler: (request, reply) => {
      request.body = request.query;
      return handler(request, reply);
    },
  });
  app.route({ ...route, method: 'POST', handler });
}

interface OperatorInput<Q extends TSchema | undefined, B extends TSchema | undefined, P extends TSchema | undefined> {
  query?: Q;
  body?: B;
  params?: P;
  /** The envelope's `data` on success (contract/ops/answers.ts). */
  data?: TSchema;
}

const OPERATOR_NOTE =
  'Operator call: strict input (contract/ops); a refused input answers HTTP 400 {code: 400, message} in Chinese. ' +
  'Every call made with an operator token is recorded in the operator audit chain.';

/** An operator call under /admin (the operator token; the envelope around `data`). */
export function operatorCall<
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  P extends TSchema | undefined = undefined,
>(summary: string, input: OperatorInput<Q, B, P> = {}) {
  const response: Record<number, TSchema> = { 200: input.data ? EnvelopeOf(input.data) : AnyEnvelope };
  return {
    tags: ['ops'],
    summary,
    description: OPERATOR_NOTE,
    security: OPERATOR,
    ...(input.params ? { params: input.params } : {}),
    ...(input.query ? { querystring: input.query } : {}),
    ...(input.body ? { body: input.body } : {}),
    response,
  } as {
    tags: string[];
    summary: string;
    description: string;
    security: typeof OPERATOR;
    params: P;
    querystring: Q;
    body: B;
    response: Record<number, TSchema>;
  };
}

/** A demo-mode sandbox page (HTML, not the envelope). */
export function sandboxPage<Q extends TSchema | undefined = undefined, P extends TSchema | undefined = undefined>(
  summary: string,
  input: { querystring?: Q; params?: P } = {},
) {
  return {
    tags: ['sandbox'],
    summary,
    ...(input.params ? { params: input.params } : {}),
    ...(input.querystring ? { querystring: input.querystring } : {}),
  } as { tags: string[]; summary: string; params: P; querystring: Q };
}
