/**
 * The Chinese message of a refused input: the `x-message` of the failing rule or field, found by
 * walking the schema along the error's schema path (a rule's message over its field's, a nested
 * field's over its parent's), and, for a player input, the refusal that comes first in the
 * documented order (`x-step` where it is not the written order).
 */
import { STEP_KEY } from '../../../contract/common/input.ts';
import { COMMON_MESSAGES } from '../../../contract/common/rules.ts';
import { MESSAGE_KEY } from '../../../contract/common/schemas.ts';

type Node = Record<string, unknown>;

function child(node: Node, segment: string): Node | undefined {
  const properties = node.properties as Record<string, Node> | undefined;
  if (properties && Object.hasOwn(properties, segment)) return properties[segment];
  if (/^\d+$/.test(segment) && node.items && typeof node.items === 'object') return node.items as Node;
  return undefined;
}

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The message for a failure at `instancePath` ('/order/0/total') under `schema`. */
export function fieldMessage(schema: unknown, instancePath: string): string {
  let node = schema as Node | undefined;
  let message = (node?.[MESSAGE_KEY] as string | undefined) ?? COMMON_MESSAGES.invalid;
  for (const segment of instancePath.split('/').filter(Boolean)) {
    node = node ? child(node, unescape(segment)) : undefined;
    if (!node) break;
    if (typeof node[MESSAGE_KEY] === 'string') message = node[MESSAGE_KEY] as string;
  }
  return message;
}

interface SchemaError {
  keyword?: string;
  instancePath?: string;
  schemaPath?: string;
  params?: object;
}

/** The deepest message and step along a schema path ('#/properties/amount/allOf/1'). */
function ruleOf(schema: unknown, schemaPath: string): { message: string; step: number } {
  let node = schema as Node | undefined;
  let message = (node?.[MESSAGE_KEY] as string | undefined) ?? COMMON_MESSAGES.invalid;
  let step = Number.POSITIVE_INFINITY;
  for (const segment of schemaPath.replace(/^#/, '').split('/').filter(Boolean)) {
    node = node?.[unescape(segment)] as Node | undefined;
    if (!node || typeof node !== 'object') break;
    if (typeof node[MESSAGE_KEY] === 'string') message = node[MESSAGE_KEY] as string;
    if (typeof node[STEP_KEY] === 'number') step = node[STEP_KEY] as number;
  }
  return { message, step };
}

/** The refusal a player input answers: the first failure in the documented order. */
export function firstRefusal(schema: unknown, errors: SchemaError[]): { error: SchemaError; message: string } {
  let best: { error: SchemaError; message: string; step: number } | null = null;
  for (const error of errors) {
    const found = ruleOf(schema, error.schemaPath ?? '#');
    if (!best || found.step < best.step) best = { error, ...found };
  }
  return best ?? { error: {}, message: COMMON_MESSAGES.invalid };
}

/** What a Fastify validation error answers: its first entry's message (set by the validator). */
export function validationMessage(error: { validation?: { message?: string }[] }): string {
  return error.validation?.[0]?.message || COMMON_MESSAGES.invalid;
}
