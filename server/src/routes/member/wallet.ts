/**
 * Wallet calls: venue balances, transfers main ↔ venue, recycle all, the auto-transfer switch.
 * Money-moving calls accept `Idempotency-Key` (a retry gets the first answer).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { TransferBody, TransferStatusBody, WireBalanceRow } from '../../../../contract/money/schemas.ts';
import { recycleAll, recycleAnswer } from '../../domain/wallet/recycle.ts';
import { transfer, transferAnswer, transferRequest } from '../../domain/wallet/transfer.ts';
import { transferOnce } from '../../domain/wallet/transfer-once.ts';
import { setTransferStatus } from '../../domain/wallet/auto-transfer.ts';
import { runIdempotent } from '../../domain/idempotency/answers.ts';
import { listVenues, venueBalances } from '../../domain/venues/venues.ts';
import { formatCents } from '../../lib/money.ts';
import { memberIdOf, memberOf } from '../../http/auth.ts';
import { idempotentCall, ledgerKeyOf, sendAnswer, ok } from '../../http/answer.ts';
import { playerCall, readRoute, typed } from '../../http/schema.ts';
import { NoData } from '../../../../contract/common/schemas.ts';
import { WireTransferData } from '../../../../contract/money/schemas.ts';
import { AUTO_TRANSFER_SAVED } from '../../../../contract/money/rules.ts';

export default async function walletRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  // One row per enabled venue, hall order; the main wallet is not in the list (docs/API.md#balancelist).
  readRoute(app, {
    url: '/api/balancelist',
    schema: playerCall({ tag: 'money', summary: '场馆余额', data: Type.Array(WireBalanceRow) }),
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

  api.post(
    '/api/transfer',
    {
      // Only who calls matters (the work locks and reads what it needs in its transaction): the
      // member cache's session, as the balance poll (routes/member/autohooks.ts).
      config: { session: 'cached' },
      schema: playerCall({
        tag: 'money',
        summary: '额度转换',
        idempotent: true,
        input: TransferBody,
        data: WireTransferData,
      }),
    },
    async (request, reply) => {
      const parsed = transferRequest(request.body);
      const call = idempotentCall(request, 'transfer', request.body);
      const userId = memberIdOf(request);
      // Without a key the transfer is one statement (transfer-once.ts); with one, the stored answer
      // and the work share a transaction.
      const result = call.key
        ? await runIdempotent(app.db, call, async (q) =>
            transferAnswer(await transfer(q, userId, parsed, ledgerKeyOf(call), app.config.protection)),
          )
        : {
            answer: transferAnswer(await transferOnce(app.db, userId, parsed, app.config.protection)),
            replayed: false,
          };
      return sendAnswer(reply, result);
    },
  );

  api.post(
    '/api/transall',
    { schema: playerCall({ tag: 'money', summary: '一键回收', idempotent: true, data: NoData }) },
    async (request, reply) => {
      const call = idempotentCall(request, 'transall', {});
      const { user } = memberOf(request);
      const result = await runIdempotent(app.db, call, async (q) =>
        recycleAnswer(await recycleAll(q, user.id, ledgerKeyOf(call))),
      );
      return sendAnswer(reply, result);
    },
  );

  // docs/API.md#uptransferstatus: `data` is "" and the message is 申请成功; only transferstatus is written.
  api.post(
    '/api/uptransferstatus',
    {
      schema: playerCall({ tag: 'money', summary: '自动转账开关', input: TransferStatusBody, data: NoData }),
    },
    async (request) => {
      await setTransferStatus(app.db, memberOf(request).user.id, request.body.transferstatus === '1' ? 1 : 0);
      return ok('', AUTO_TRANSFER_SAVED);
    },
  );
}
