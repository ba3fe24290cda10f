/**
 * How /admin reads its input: strictly, against the contract's operator schemas (contract/ops).
 * Path and query values arrive as text, so an integer field takes digits written as text (and
 * nothing else: "1.5" or "1e3" is refused, never rounded); every other value must already have its
 * type. A refusal is HTTP 400 in the house envelope with the field's Chinese message.
 */
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { OPS_REFUSALS } from '../../../contract/ops/messages.ts';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { COMMON_MESSAGES } from '../../../contract/common/rules.ts';
import { fieldMessage, validationMessage } from './validation-message.ts';

const DIGITS_RE = /^-?\d{1,15}$/;

/** Integer fields written as digits become numbers; the rest is left for the check. */
function withIntegers(schema: TSchema, value: unknown): unknown {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties;
  if (!properties || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, field] of Object.entries(properties)) {
    const v = out[key];
    if (field.type === 'integer' && typeof v === 'string' && DIGITS_RE.test(v.trim())) out[key] = Number(v.trim());
  }
  return out;
}

export const operatorValidator: FastifySchemaCompiler<TSchema> = ({ schema }) => {
  const check = Compile(schema);
  return (input: unknown) => {
    // An empty body arrives as {} (plugins/app/envelope.ts); a body that is not an object is refused.
    const value = withIntegers(schema, input ?? {});
    if (check.Check(value)) return { value };
    const errors = [...check.Errors(value)];
    // An unknown key also fails as a `false` schema at its own path, listed first: name the key.
    const first = errors.find((e) => e.keyword === 'additionalProperties') ?? errors[0];
    const params = (first?.params ?? {}) as { additionalProperties?: string[]; requiredProperties?: string[] };
    // A missing key is reported at its parent: point at the key, so its own message is said.
    const missing = first?.keyword === 'required' ? params.requiredProperties?.[0] : undefined;
    const instancePath = `${first?.instancePath ?? ''}${missing ? `/${missing}` : ''}`;
    // A key the schema does not know: say which key it is.
    const unknownKey = first?.keyword === 'additionalProperties' ? params.additionalProperties?.[0] : undefined;
    return {
      error: [
        {
          keyword: first?.keyword ?? 'type',
          instancePath,
          schemaPath: first?.schemaPath ?? '#',
          params: first?.params ?? {},
          message: unknownKey ? OPS_REFUSALS.unknownParameter(unknownKey) : fieldMessage(schema, instancePath),
        },
      ],
    };
  };
};

/** /admin refusals of input are real HTTP 400s; everything else goes to the app's handler. */
export function operatorErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    return reply.status(400).send({ code: 400, message: validationMessage(error) || COMMON_MESSAGES.invalid });
  }
  // Thrown from a child's error handler, Fastify passes it on to the parent's (plugins/app/envelope.ts).
  throw error;
}
