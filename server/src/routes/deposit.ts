/**
 * Deposit calls: pay ways and ranges, receiving accounts, banks, creating a deposit, its payment
 * info. /api/recharge accepts `Idempotency-Key` (a retry gets the first deposit number back).
 */
import type { FastifyInstance } from 'fastify';
import type { WirePayRange } from '../../../contract/money/schemas.ts';
import { listBanks, listPayBanks } from '../domain/banking/banks.ts';
import { payInfo } from '../domain/deposits/payinfo.ts';
import { payWayFlags, rangeOf, wayOfRangeType } from '../domain/deposits/pay-ways.ts';
import { createDeposit, parseRecharge, rechargeAnswer } from '../domain/deposits/recharge.ts';
import { sandboxApplies, sandboxPayUrl } from '../domain/deposits/sandbox-links.ts';
import { runIdempotent } from '../domain/idempotency/answers.ts';
import { getMoneySettings } from '../domain/site/money-settings.ts';
import { refuseTrial } from '../domain/accounts/trial.ts';
import { readInput, str } from '../lib/input.ts';
import { formatCents } from '../lib/money.ts';
import { requestOrigin } from '../lib/urls.ts';
import { memberOf } from '../plugins/context.ts';
import { ok } from '../plugins/envelope.ts';
import { requireMember } from '../plugins/auth.ts';
import { idempotentCall, sendAnswer } from './answer.ts';

const READ = ['GET', 'POST'] as const;

export async function depositRoutes(app: FastifyInstance): Promise<void> {
  const origin = (request: Parameters<typeof requestOrigin>[0]) => requestOrigin(request, app.config.publicUrl);

  // docs/API.md#get_pay_way: message "success" (not 成功); keys wechat, usdt, alipay, card in that order.
  app.route({
    method: [...READ],
    url: '/api/get_pay_way',
    handler: async () => ok(await payWayFlags(app.db), 'success'),
  });

  app.route({
    method: [...READ],
    url: '/api/getPayRange',
    preHandler: requireMember,
    handler: async (request) => {
      const way = wayOfRangeType(str(readInput(request).type, 20));
      const range = way ? await rangeOf(app.db, way, await getMoneySettings(app.db)) : null;
      const data: WirePayRange = range
        ? { min_price: formatCents(range.min), max_price: formatCents(range.max) }
        : { min_price: '0.00', max_price: '0.00' };
      return ok(data);
    },
  });

  app.route({
    method: [...READ],
    url: '/api/getpaybank',
    preHandler: requireMember,
    handler: async (request) => ok(await listPayBanks(app.db, origin(request))),
  });

  app.route({
    method: [...READ],
    url: '/api/banklist',
    handler: async (request) => ok(await listBanks(app.db, origin(request))),
  });

  app.post('/api/recharge', { preHandler: requireMember }, async (request, reply) => {
    const { user } = memberOf(request);
    refuseTrial(user);
    const input = readInput(request);
    const parsed = parseRecharge(input);
    const base = origin(request);
    const result = await runIdempotent(app.db, idempotentCall(request, 'recharge', input), async (q) => {
      const deposit = await createDeposit(q, user.id, parsed);
      const sandbox = sandboxApplies(deposit.way, app.config.sandboxPayments) ? sandboxPayUrl(base, deposit.outTradeNo) : null;
      return rechargeAnswer(deposit, sandbox);
    });
    return sendAnswer(reply, result);
  });

  app.route({
    method: [...READ],
    url: '/api/payinfo',
    preHandler: requireMember,
    handler: async (request) => {
      const depositNo = str(readInput(request).deposit_no, 40);
      return payInfo(app.db, memberOf(request).user.id, depositNo, { origin: origin(request), sandbox: app.config.sandboxPayments });
    },
  });
}
