/**
 * Withdrawals: the turnover figure and the request (funds held at once). /api/withdraw accepts
 * `Idempotency-Key`.
 */
import type { FastifyInstance } from 'fastify';
import { WireBetAmount, WithdrawBody } from '../../../../contract/money/schemas.ts';
import { runIdempotent } from '../../domain/idempotency/answers.ts';
import { getMoneySettings } from '../../domain/site/money-settings.ts';
import { turnoverOf } from '../../domain/wallet/turnover.ts';
import { formatDecimal } from '../../lib/decimal.ts';
import { WireWithdrawData } from '../../../../contract/money/schemas.ts';
import {
  checkPayPasswordForWithdraw,
  checkWithdraw,
  holdWithdrawal,
  withdrawAnswer,
  type Destination,
  withdrawRequest,
} from '../../domain/withdrawals/request.ts';
import { formatCents } from '../../lib/money.ts';
import { guessLimitsOf } from '../../domain/accounts/secret-guard.ts';
import { memberOf } from '../../http/auth.ts';
import { idempotentCall, ledgerKeyOf, sendAnswer, ok } from '../../http/answer.ts';
import { playerCall, readRoute, typed } from '../../http/schema.ts';

export default async function withdrawRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  // bet_amount is the turnover STILL REQUIRED before a withdrawal (docs/SCREENS.md#withdrawal), not the legacy
  // "turnover achieved"; `achieved` and `multiple` are ours, for a fuller hint.
  readRoute(app, {
    url: '/api/getBetAmount',
    schema: playerCall({ tag: 'money', summary: '提现所需流水', data: WireBetAmount }),
    handler: async (request) => {
      const turnover = await turnoverOf(app.db, memberOf(request).user.id);
      const settings = await getMoneySettings(app.db);
      const data: WireBetAmount & { required: string; achieved: string; multiple: string } = {
        bet_amount: formatCents(turnover.required),
        required: formatCents(turnover.required),
        achieved: formatCents(turnover.achieved),
        multiple: formatDecimal(settings.turnoverMultiple),
      };
      return ok(data);
    },
  });

  api.post(
    '/api/withdraw',
    {
      schema: playerCall({
        tag: 'money',
        summary: '提现',
        idempotent: true,
        input: WithdrawBody,
        data: WireWithdrawData,
      }),
    },
    async (request, reply) => {
      const { user } = memberOf(request);
      const parsed = withdrawRequest(request.body);
      const call = idempotentCall(request, 'withdraw', request.body);
      const settings = await getMoneySettings(app.db);
      let destination: Destination | null = null;
      const prepare = async () => {
        destination = await checkWithdraw(app.db, user, parsed, settings, app.config.newDestinationHoldHours);
        await checkPayPasswordForWithdraw(
          { q: app.db, ...guessLimitsOf(app.config.limits), ip: request.ip },
          user,
          parsed.password,
        );
      };
      const result = await runIdempotent(
        app.db,
        call,
        async (q) =>
          withdrawAnswer(await holdWithdrawal(q, user.id, parsed.amount, destination!, settings, ledgerKeyOf(call))),
        prepare,
      );
      return sendAnswer(reply, result);
    },
  );
}
