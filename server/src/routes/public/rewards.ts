/**
 * The VIP levels anyone may view. The member's rewards: routes/member/rewards.ts.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { WireVipLevel } from '../../../../contract/rewards/schemas.ts';
import { formatRate, listVipLevels } from '../../domain/rewards/vip-levels.ts';
import { formatCents } from '../../lib/money.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute } from '../../http/schema.ts';

export default async function vipLevelRoutes(app: FastifyInstance): Promise<void> {
  // Visitors may view the VIP page: the levels are public.
  readRoute(app, {
    url: '/api/uservip',
    schema: playerCall({ tag: 'member', summary: 'VIP等级列表', data: Type.Array(WireVipLevel) }),
    handler: async () => {
      const levels = await listVipLevels(app.db);
      const data: WireVipLevel[] = levels.map((l) => ({
        id: l.level,
        vipname: `VIP${l.level}`,
        recharge: formatCents(l.recharge),
        flow: formatCents(l.flow),
        retention_flow: formatCents(l.retentionFlow),
        realperson: formatRate(l.rates.realperson),
        electron: formatRate(l.rates.electron),
        joker: formatRate(l.rates.joker),
        sport: formatRate(l.rates.sport),
        fish: formatRate(l.rates.fish),
        lottery: formatRate(l.rates.lottery),
        e_sport: formatRate(l.rates.e_sport),
      }));
      return ok(data);
    },
  });
}
