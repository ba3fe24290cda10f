/**
 * Wallet calls: venue balances, transfers main ↔ venue, recycle all, the auto-transfer switch.
 * Money-moving calls accept `Idempotency-Key` (a retry gets the first answer).
 */
import type { FastifyInstance } from 'fastify';
import type { WireBalanceRow } from '../../../contract/money/schemas.ts';
import { recycleAll, recycleAnswer } from '../domain/wallet/recycle.ts';
import { parseTransfer, transfer, transferAnswer } from '../domain/wallet/transfer.ts';
import { parseTransferStatus, setTransferStatus } from '../domain/wallet/auto-transfer.ts';
import { runIdempotent } from '../domain/idempotency/answers.ts';
import { listVenues, venueBalances } from '../domain/venues/venues.ts';
import { readInput } from '../lib/input.ts';
import { formatCents } from '../lib/money.ts';
import { memberOf } from '../plugins/context.ts';
import { ok } from '../plugins/envelope.ts';
import { requireMember } from '../plugins/auth.ts';
import { idempotentCall, ledgerKeyOf, sendAnswer } from './answer.ts';

const READ = ['GET', 'POST'] as const;

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  // One row per enabled venue, hall order; the main wallet is not in the list (docs/API.md#balancelist).
  app.route({
    method: [...READ],
    url: '/api/balancelist',
    preHandler: requireMember,
    handler: async (request) => {
      const { user } = memberOf(request);
      const venues = await listVenues(app.db);
      const balances = await venueBalances(app.db, user.id, venues);
      const rows: WireBalanceRow[] = venues.map((v) => ({
        balance: formatCents(balances.get(v.platform) ?? 0n),
        name: v.name,
        platname: v.platform,
      }));
      return ok(rows);
    },
  });

  app.post('/api/transfer', { preHandler: requireMember }, async (request, reply) => {
    const input = readInput(request);
    const parsed = parseTransfer(input);
    const call = idempotentCall(request, 'transfer', input);
    const { user } = memberOf(request);
    const result = await runIdempotent(app.db, call, async (q) => transferAnswer(await transfer(q, user.id, parsed, ledgerKeyOf(call))));
    return sendAnswer(reply, result);
  });

  app.post('/api/transall', { preHandler: requireMember }, async (request, reply) => {
    const call = idempotentCall(request, 'transall', {});
    const { user } = memberOf(request);
    const result = await runIdempotent(app.db, call, async (q) => recycleAnswer(await recycleAll(q, user.id, ledgerKeyOf(call))));
    return sendAnswer(reply, result);
  });

  // docs/API.md#uptransferstatus: `data` is "" and the message is 申请成功; only transferstatus is written.
  app.post('/api/uptransferstatus', { preHandler: requireMember }, async (request) => {
    const status = parseTransferStatus(readInput(request).transferstatus);
    await setTransferStatus(app.db, memberOf(request).user.id, status);
    return ok('', '申请成功');
  });
}
