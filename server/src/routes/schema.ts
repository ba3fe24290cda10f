/**
 * Builders of the routes' schemas (contract TypeBox schemas): what a call accepts (body and query
 * alike: the legacy server read both), what it answers, its tag and its security. Input schemas
 * keep their TypeBox types, so routes declared through `typed(app)` get typed bodies, queries and
 * params; answers stay `TSchema` on purpose: they document the wire, they never type or filter
 * what a handler sends.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, preHandlerHookHandler, RouteHandlerMethod } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { AnyEnvelope, EnvelopeOf, NoInput } from '../../../contract/common/schemas.ts';

/** The app with the TypeBox type provider: the same instance, typed from each route's schema. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}

type PlayerTag = 'content' | 'session' | 'member' | 'money' | 'cards' | 'records' | 'lottery' | 'games';

const MEMBER = [{ member: [] }];
const OPERATOR = [{ operator: [] }];

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

function playerCall<I extends TSchema>(o: CallOptions<I>, member: boolean) {
  const input = (o.input ?? NoInput) as I;
  const response: Record<number, TSchema> = { 200: o.data ? EnvelopeOf(o.data) : AnyEnvelope };
  return {
    tags: [o.tag],
    summary: o.summary,
    ...(o.description ? { description: o.description } : {}),
    ...(member ? { security: MEMBER } : {}),
    ...(o.idempotent ? { headers: IdempotencyHeaders } : {}),
    querystring: input,
    body: input,
    response,
  };
}

type PlayerSchema = ReturnType<typeof playerCall>;

/**
 * A read call the legacy client sends as GET or POST. Fastify never reads the body of a GET (and
 * refuses a body schema on one), so the GET route declares the query and the POST route both.
 */
export function readRoute(
  app: FastifyInstance,
  route: {
    url: string;
    schema: PlayerSchema;
    preHandler?: preHandlerHookHandler;
    handler: RouteHandlerMethod;
    /** false: never compressed (a tiny answer polled often: @fastify/compress's hooks skipped). */
    compress?: false;
  },
): void {
  const { body: _body, ...query } = route.schema;
  app.route({ ...route, method: 'GET', schema: query });
  app.route({ ...route, method: 'POST' });
}

/** A player call open to anyone (the envelope around `data`). */
export function publicCall<I extends TSchema = typeof NoInput>(o: CallOptions<I>) {
  return playerCall(o, false);
}

/** A player call behind the member's Bearer token. */
export function memberCall<I extends TSchema = typeof NoInput>(o: CallOptions<I>) {
  return playerCall(o, true);
}

interface OperatorInput<Q extends TSchema | undefined, B extends TSchema | undefined, P extends TSchema | undefined> {
  query?: Q;
  body?: B;
  params?: P;
}

const OPERATOR_NOTE =
  'Operator call: strict input (contract/ops); a refused input answers HTTP 400 {code: 400, message} in Chinese. ' +
  'Every call made with an operator token is recorded in the operator audit chain.';

/** An operator call under /admin (the operator token; answers are not described further). */
export function operatorCall<
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  P extends TSchema | undefined = undefined,
>(summary: string, input: OperatorInput<Q, B, P> = {}) {
  const response: Record<number, TSchema> = { 200: AnyEnvelope };
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
