/**
 * What anyone may read before a deposit: the pay ways and the bank list. The member's deposit
 * calls: routes/member/deposit.ts.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { WireBank } from '../../../../contract/cards/schemas.ts';
import { WirePayWays } from '../../../../contract/money/schemas.ts';
import { listBanks } from '../../domain/banking/banks.ts';
import { payWayFlags } from '../../domain/deposits/pay-ways.ts';
import { requestOrigin } from '../../lib/urls.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute } from '../../http/schema.ts';

export default async function depositInfoRoutes(app: FastifyInstance): Promise<void> {
  const origin = (request: Parameters<typeof requestOrigin>[0]) => requestOrigin(request, app.config.publicUrl);

  // docs/API.md#get_pay_way: message "success" (not 成功); keys wechat, usdt, alipay, card in that order.
  readRoute(app, {
    url: '/api/get_pay_way',
    schema: playerCall({ tag: 'money', summary: '支付方式（message 为 "success"）', data: WirePayWays }),
    handler: async () => ok(await payWayFlags(app.db), 'success'),
  });

  readRoute(app, {
    url: '/api/banklist',
    schema: playerCall({ tag: 'cards', summary: '银行列表', data: Type.Array(WireBank) }),
    handler: async (request) => ok(await listBanks(app.db, origin(request))),
  });
}
