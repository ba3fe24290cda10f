/**
 * The Chinese message of a refused input: the `x-message` of the first failing field, found by
 * walking the schema along the error's instance path (nested fields fall back to their parent's).
 */
import { COMMON_MESSAGES } from '../../../contract/common/rules.ts';
import { MESSAGE_KEY } from '../../../contract/common/schemas.ts';

type Node = Record<string, unknown>;

function child(node: Node, segment: string): Node | undefined {
  const properties = node.properties as Record<string, Node> | undefined;
  if (properties && Object.hasOwn(properties, segment)) return properties[segment];
  if (/^\d+$/.test(segment) && node.items && typeof node.items === 'object') return node.items as Node;
  return undefined;
}

/** The message for a failure at `instancePath` ('/order/0/total') under `schema`. */
export function fieldMessage(schema: unknown, instancePath: string): string {
  let node = schema as Node | undefined;
  let message = (node?.[MESSAGE_KEY] as string | undefined) ?? COMMON_MESSAGES.invalid;
  for (const segment of instancePath.split('/').filter(Boolean)) {
    node = node ? child(node, segment.replace(/~1/g, '/').replace(/~0/g, '~')) : undefined;
    if (!node) break;
    if (typeof node[MESSAGE_KEY] === 'string') message = node[MESSAGE_KEY] as string;
  }
  return message;
}

/** What a Fastify validation error answers: its first entry's message (set by the validator). */
export function validationMessage(error: { validation?: { message?: string }[] }): string {
  return error.validation?.[0]?.message || COMMON_MESSAGES.invalid;
}
