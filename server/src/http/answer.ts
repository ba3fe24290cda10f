/**
 * What route handlers answer with: `ok()`, the envelope of a success, and the answers of
 * idempotent calls (a replay carries `Idempotent-Replayed: true` so clients and logs can tell it
 * from a fresh answer; the body is the first one, byte for byte).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer, AnsweredCall, IdempotentCall } from '../domain/idempotency/answers.ts';
import { memberIdempotencyKey } from '../lib/idempotency.ts';
import type { Input } from '../lib/input.ts';
import { callerIdOf } from './auth.ts';
import {
  CODE_OK,
  COMMON_MESSAGES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
} from '../../../contract/common/rules.ts';

export interface EnvelopeBody<T> {
  code: number;
  message: string;
  data?: T;
}

/** A success answer. `data` defaults to [] like the legacy returnMsg. */
export function ok<T>(data: T, message: string = COMMON_MESSAGES.ok): EnvelopeBody<T> {
  return { code: CODE_OK, message, data };
}

export function sendAnswer(reply: FastifyReply, result: AnsweredCall): Answer {
  if (result.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return result.answer;
}

/** The idempotency frame of a member's money call: its scoped key, route and parameters. */
export function idempotentCall(request: FastifyRequest, route: string, body: Input): IdempotentCall {
  return {
    key: memberIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()], callerIdOf(request)),
    route,
    body,
    secret: request.server.serverSecret,
  };
}

/** The ledger's own key for the movement of an idempotent call (a second line of defence). */
export function ledgerKeyOf(call: IdempotentCall): string | undefined {
  return call.key ? `${call.key}:${call.route}` : undefined;
}
