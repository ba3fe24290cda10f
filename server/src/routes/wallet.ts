/**
 * Wallet calls of the shell. The money issue adds transfers, deposits and withdrawals here.
 */
import type { FastifyInstance } from 'fastify';
import { recycleAll } from '../domain/wallet/recycle.ts';
import { memberOf } from '../plugins/context.ts';
import { ok } from '../plugins/envelope.ts';
import { requireMember } from '../plugins/auth.ts';
import { memberIdempotencyKey } from '../lib/idempotency.ts';

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  // CONTRACT: `data` is "" and the message says what happened.
  app.post('/api/transall', { preHandler: requireMember }, async (request) => {
    const { user } = memberOf(request);
    const result = await recycleAll(app.db, user.id, memberIdempotencyKey(request.headers['idempotency-key'], user.id));
    return ok('', result.recycled > 0n ? '回收成功' : '没有可回收的金额');
  });
}
