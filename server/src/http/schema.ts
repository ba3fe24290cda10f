/**
 * Builders of the routes' schemas (contract TypeBox schemas): what a call accepts (body and query
 * alike: the legacy server read both), what it answers, its tag and (operator calls) its security.
 * A player call's input is a `PlayerInput` (contract/common/input.ts): the validator reads and
 * checks it once and the handler gets `request.body` typed by it (see plugins/app/validation.ts).
 * Answers stay `TSchema` on purpose: they document the wire, they never type or filter what a
 * handler sends.
 *
 * A player call's auth is not declared here but by its folder, once for every route in it:
 * routes/member/autohooks.ts documents the Bearer token and runs the member guard before the
 * input is read (a visitor gets 401, never a field's message; the legacy controllers ran their
 * auth middleware first too); routes/public/ has no guard.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyTypeProvider, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static, type StaticDecode, type TSchema } from 'typebox';
import { AnyEnvelope, EnvelopeOf, NoInput } from '../../../contract/common/schemas.ts';
import { ApprovalView } from '../../../contract/ops/operator-answers.ts';

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

type PlayerTag = 'content' | 'session' | 'member' | 'money' | 'cards' | 'records' | 'lottery' | 'games' | 'protection';

/** The document's security of a member call (set by routes/member/autohooks.ts). */
export const MEMBER_SECURITY = [{ member: [] }];
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

/** A player call (the envelope around `data`); its folder decides who may call it (routes/public/, routes/member/). */
export function playerCall<I extends TSchema = typeof NoInput>(o: CallOptions<I>) {
  const input = (o.input ?? NoInput) as I;
  const response: Record<number, TSchema> = { 200: o.data ? EnvelopeOf(o.data) : AnyEnvelope };
  return {
    tags: [o.tag],
    summary: o.summary,
    ...(o.description ? { description: o.description } : {}),
    ...(o.idempotent ? { headers: IdempotencyHeaders } : {}),
    querystring: input,
    body: input,
    response,
  };
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
    config?: FastifyContextConfig;
  },
): void {
  const { body: _body, ...query } = route.schema;
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
  /** A money move that may be held for a second operator: HTTP 202 with the approval (http/four-eyes.ts). */
  held?: true;
}

const HeldEnvelope = Type.Object(
  { code: Type.Literal(202), message: Type.String(), data: ApprovalView },
  { description: 'Above OPS_SECOND_APPROVAL_ABOVE: held for a second operator (POST /admin/approvals/:id/approve).' },
);

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
  if (input.held) response[202] = HeldEnvelope;
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
