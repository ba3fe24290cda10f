/**
 * Wallet calls of the shell. The money issue adds transfers, deposits and withdrawals here.
 */
import type { FastifyInstance } from 'fastify';
import { recycleAll } from '../domain/wallet/recycle.ts';
import { memberOf } from '../plugins/context.ts';
import { ok } from '../plugins/envelope.ts';
import { requireMember } from '../plugins/auth.ts';

/** Scoped per member: one player's key can never replay another player's movement. */
function idempotencyKey(header: unknown, userId: number): string | undefined {
  const key = typeof header === 'string' ? header.trim() : '';
  return key && key.length <= 100 ? `user:${userId}:${key}` : undefined;
}

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  // CONTRACT: `data` is "" and the message says what happened.
  app.post('/api/transall', { preHandler: requireMember }, async (request) => {
    const { user } = memberOf(request);
    const result = await recycleAll(app.db, user.id, idempotencyKey(request.headers['idempotency-key'], user.id));
    return ok('', result.recycled > 0n ? '回收成功' : '没有可回收的金额');
  });
}
