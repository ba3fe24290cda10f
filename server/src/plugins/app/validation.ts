/**
 * Request validation against the contract's schemas, the legacy way: a refused field answers
 * HTTP 200, code 1000 with that field's Chinese message (envelope.ts maps the error). Answers
 * are sent with JSON.stringify as before: response schemas document, they never filter.
 *
 * Two kinds of input schema:
 * - A player input (`PlayerInput`, contract/common/input.ts) is the one decision on a call's
 *   parameters: query and body are merged (body wins; the legacy server read both), each field is
 *   read the lenient legacy way, the rules are checked in the documented order, and the handler
 *   gets the read values (typed by the schema) as `request.body` (`request.query` on a GET).
 * - Any other schema (the operator API) is checked as sent, without coercion; a body or query that
 *   is not an object is left to the handler.
 */
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { DECODE_KEY } from '../../../../contract/common/input.ts';
import { readFields } from '../../http/input-read.ts';
import { firstRefusal, fieldMessage } from '../../http/validation-message.ts';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPlayerInput(schema: unknown): boolean {
  return isPlainObject(schema) && schema[DECODE_KEY] === true;
}

function refusal(
  error: { keyword?: string; instancePath?: string; schemaPath?: string; params?: object },
  message: string,
) {
  return {
    error: [
      {
        keyword: error.keyword ?? 'type',
        instancePath: error.instancePath ?? '',
        schemaPath: error.schemaPath ?? '#',
        params: (error.params ?? {}) as Record<string, unknown>,
        message,
      },
    ],
  };
}

export type Decision<T = Record<string, unknown>> =
  { ok: true; value: T } | { ok: false; message: string; error: Parameters<typeof refusal>[0] };

/** The one decision on a player input: read each field, check the rules, first refusal wins. */
export function decideInput<T = Record<string, unknown>>(schema: TSchema, value: unknown): Decision<T> {
  const read = readFields(schema as never, value);
  const check = compiled(schema);
  if (check.Check(read)) return { ok: true, value: read as T };
  const first = firstRefusal(schema, check.Errors(read));
  return { ok: false, message: first.message, error: first.error };
}

const validators = new WeakMap<TSchema, ReturnType<typeof Compile>>();

function compiled(schema: TSchema) {
  let check = validators.get(schema);
  if (!check) validators.set(schema, (check = Compile(schema)));
  return check;
}

function playerValidator(schema: TSchema) {
  compiled(schema);
  return (value: unknown) => {
    const decision = decideInput(schema, value);
    return decision.ok ? { value: decision.value } : refusal(decision.error, decision.message);
  };
}

function legacyValidator(schema: TSchema) {
  const check = Compile(schema);
  return (value: unknown) => {
    if (!isPlainObject(value) || check.Check(value)) return { value };
    const [first] = [...check.Errors(value)];
    return refusal(first ?? {}, fieldMessage(schema, first?.instancePath ?? ''));
  };
}

const compileValidator: FastifySchemaCompiler<TSchema> = ({ schema, method, httpPart }) => {
  if (!isPlayerInput(schema)) return legacyValidator(schema);
  // On a POST the merged parameters are in the body (mergeQueryIntoBody): the query is only documented.
  if (httpPart === 'querystring' && method !== 'GET') return (value: unknown) => ({ value });
  return playerValidator(schema);
};

/** A player input on a POST reads the query too: one object, so one decision (body wins). */
async function mergeQueryIntoBody(request: FastifyRequest): Promise<void> {
  if (request.method === 'GET' || !isPlayerInput(request.routeOptions.schema?.body)) return;
  const merged: Record<string, unknown> = {};
  for (const source of [request.query, request.body])
    if (isPlainObject(source)) for (const [key, value] of Object.entries(source)) merged[key] = value;
  request.body = merged;
}

export function setupValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(compileValidator);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addHook('preValidation', mergeQueryIntoBody);
}
