/**
 * Deposit calls: pay ranges, receiving accounts, creating a deposit, its payment info.
 * /api/recharge accepts `Idempotency-Key` (a retry gets the first deposit number back). Pay ways
 * and banks, open to visitors: routes/public/deposit.ts.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  PayInfoBody,
  PayRangeBody,
  RechargeBody,
  WirePayBank,
  WirePayInfo,
  WirePayRange,
  WireRechargeData,
} from '../../../../contract/money/schemas.ts';
import { listPayBanks } from '../../domain/banking/banks.ts';
import { payInfo } from '../../domain/deposits/payinfo.ts';
import { rangeOf, wayOfRangeType } from '../../domain/deposits/pay-ways.ts';
import { createDeposit, rechargeRequest, rechargeAnswer } from '../../domain/deposits/recharge.ts';
import { depositLinkTag, sandboxApplies, sandboxPayUrl } from '../../domain/deposits/sandbox-links.ts';
import { runIdempotent } from '../../domain/idempotency/answers.ts';
import { getMoneySettings } from '../../domain/site/money-settings.ts';
import { refuseTrial } from '../../domain/accounts/trial.ts';
import { formatCents } from '../../lib/money.ts';
import { requestOrigin } from '../../lib/urls.ts';
import { memberOf } from '../../http/auth.ts';
import { idempotentCall, sendAnswer, ok } from '../../http/answer.ts';
import { playerCall, readRoute, typed } from '../../http/schema.ts';

export default async function depositRoutes(app: FastifyInstance): Promise<void> {
  const origin = (request: Parameters<typeof requestOrigin>[0]) => requestOrigin(request, app.config.publicUrl);
  const api = typed(app);

  readRoute(app, {
    url: '/api/getPayRange',
    schema: playerCall({ tag: 'money', summary: '充值范围', input: PayRangeBody, data: WirePayRange }),
    handler: async (request) => {
      const way = wayOfRangeType(request.body.type);
      const range = way ? await rangeOf(app.db, way, await getMoneySettings(app.db)) : null;
      const data: WirePayRange = range
        ? { min_price: formatCents(range.min), max_price: formatCents(range.max) }
        : { min_price: '0.00', max_price: '0.00' };
      return ok(data);
    },
  });

  readRoute(app, {
    url: '/api/getpaybank',
    schema: playerCall({ tag: 'money', summary: '收款银行卡', data: Type.Array(WirePayBank) }),
    handler: async (request) => ok(await listPayBanks(app.db, origin(request))),
  });

  api.post(
    '/api/recharge',
    {
      schema: playerCall({
        tag: 'money',
        summary: '创建充值订单（订单号在 message）',
        idempotent: true,
        input: RechargeBody,
        data: WireRechargeData,
      }),
    },
    async (request, reply) => {
      const { user } = memberOf(request);
      refuseTrial(user);
      const parsed = rechargeRequest(request.body);
      const base = origin(request);
      const result = await runIdempotent(app.db, idempotentCall(request, 'recharge', request.body), async (q) => {
        const deposit = await createDeposit(q, user.id, parsed, app.config.protection);
        const sandbox = sandboxApplies(deposit.way, app.config.sandboxPayments)
          ? sandboxPayUrl(base, deposit.outTradeNo, depositLinkTag(app.serverSecret, deposit.outTradeNo, user.id))
          : null;
        return rechargeAnswer(deposit, sandbox);
      });
      return sendAnswer(reply, result);
    },
  );

  readRoute(app, {
    url: '/api/payinfo',
    schema: playerCall({ tag: 'money', summary: '充值支付信息', input: PayInfoBody, data: WirePayInfo }),
    handler: async (request) => {
      const depositNo = request.body.deposit_no;
      return payInfo(app.db, memberOf(request).user.id, depositNo, {
        origin: origin(request),
        sandbox: app.config.sandboxPayments,
        secret: app.serverSecret,
      });
    },
  });
}
