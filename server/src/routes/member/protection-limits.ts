/**
 * Player-protection limits (ours; docs/API.md#protection-limits, extension `protectionLimits`):
 * read them, set or remove one, confirm a waiting raise or removal. PROTECTION_LIMITS=off
 * registers none of them (the 404 envelope) and the money calls check no limit.
 */
import type { FastifyInstance } from 'fastify';
import {
  LimitConfirmBody,
  LimitSetBody,
  WireLimits,
  type LimitKind,
  type LimitPeriod,
} from '../../../../contract/protection/limits.ts';
import { confirmLimit, readLimits, setLimit } from '../../domain/protection/limits.ts';
import { amountCents } from '../../lib/money.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute, typed } from '../../http/schema.ts';

export default async function protectionLimitRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.protection.limits) return;
  const api = typed(app);

  readRoute(app, {
    url: '/api/protectionLimits',
    schema: playerCall({ tag: 'protection', summary: '我的限额（存款、净亏损、投注）', data: WireLimits }),
    handler: async (request) => ok(await readLimits(app.db, memberOf(request).user.id)),
  });

  api.post(
    '/api/protectionLimitSet',
    {
      schema: playerCall({
        tag: 'protection',
        summary: '设置或取消限额（降低即时生效，提高或取消需等待 24 小时后确认）',
        input: LimitSetBody,
        data: WireLimits,
      }),
    },
    async (request) => {
      const userId = memberOf(request).user.id;
      const { kind, period, amount } = request.body as { kind: LimitKind; period: LimitPeriod; amount: string };
      const cents = amount === '' ? null : amountCents(amount);
      return app.db.tx(async (q) => {
        const message = await setLimit(q, userId, { kind, period }, cents);
        return ok(await readLimits(q, userId), message);
      });
    },
  );

  api.post(
    '/api/protectionLimitConfirm',
    {
      schema: playerCall({
        tag: 'protection',
        summary: '确认已过等待期的限额变更',
        input: LimitConfirmBody,
        data: WireLimits,
      }),
    },
    async (request) => {
      const userId = memberOf(request).user.id;
      const { kind, period } = request.body as { kind: LimitKind; period: LimitPeriod };
      return app.db.tx(async (q) => {
        const message = await confirmLimit(q, userId, { kind, period });
        return ok(await readLimits(q, userId), message);
      });
    },
  );
}
