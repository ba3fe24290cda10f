/**
 * Request validation against the contract's schemas, the legacy way: no coercion (handlers read
 * leniently and keep reading the values as sent), a body or query that is not an object is left
 * to the handler (it ignores it), and a refused field answers HTTP 200, code 1000 with that
 * field's Chinese message (envelope.ts maps the error). Answers are sent with JSON.stringify as
 * before: response schemas document, they never filter.
 */
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { fieldMessage } from './validation-message.ts';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const compileValidator: FastifySchemaCompiler<TSchema> = ({ schema }) => {
  const check = Compile(schema);
  return (value: unknown) => {
    if (!isPlainObject(value) || check.Check(value)) return { value };
    const [first] = [...check.Errors(value)];
    const instancePath = first?.instancePath ?? '';
    return {
      error: [
        {
          keyword: first?.keyword ?? 'type',
          instancePath,
          schemaPath: first?.schemaPath ?? '#',
          params: first?.params ?? {},
          message: fieldMessage(schema, instancePath),
        },
      ],
    };
  };
};

export function setupValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(compileValidator);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
