/**
 * The operator audit from a handler's side. A change runs in `opsTx`: its audit row is the last
 * statement of its own transaction, so the change and its record commit together or not at all.
 * Domain calls that open their transaction themselves take `auditStep(request)` to run inside it.
 * Whatever was not recorded that way (reads, refusals, a replayed answer) is recorded by the
 * /admin scope's onSend hook (routes/admin/autohooks.ts) before the answer leaves.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appendOperatorAction, type OperatorAction } from '../domain/ops/audit-chain.ts';
import { operatorOf } from './auth.ts';

/** A transaction's handle, named through the app (routes never import the database layer). */
type Queryable = Parameters<Parameters<FastifyInstance['db']['tx']>[0]>[0];

declare module 'fastify' {
  interface FastifyRequest {
    /** True once the call's audit row was written in its own transaction. */
    operatorAudited: boolean;
  }
}

/** What the audit records of a call: who, what, the answer's status and the body of a change. */
export function actionOf(request: FastifyRequest, status: number): OperatorAction {
  return {
    operator: operatorOf(request),
    method: request.method,
    path: request.url,
    status,
    body: request.method === 'GET' ? null : request.body,
  };
}

/** The audit row as a step of the action's transaction (a success: 200). */
export function auditStep(request: FastifyRequest): (q: Queryable) => Promise<void> {
  return async (q) => {
    await appendOperatorAction(q, actionOf(request, 200));
    // Set before the commit: if the commit then fails, the answer is an error and the scope
    // records that refusal anyway (it records every answer of 400 and above).
    request.operatorAudited = true;
  };
}

/** Runs an operator change and its audit row in one transaction. */
export async function opsTx<T>(request: FastifyRequest, fn: (q: Queryable) => Promise<T>): Promise<T> {
  const step = auditStep(request);
  return request.server.db.tx(async (q) => {
    const result = await fn(q);
    await step(q);
    return result;
  });
}
