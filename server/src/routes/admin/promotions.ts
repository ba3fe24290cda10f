/**
 * Operator API for the reward programmes (under /admin, behind the operator token): VIP levels,
 * the red-packet switch and rules, a day's rebate computation (idempotent: a re-run writes only
 * what is missing) and the promotions report. Real HTTP status codes: 400 bad input, 404 unknown.
 */
import type { FastifyInstance } from 'fastify';
import { OPS_REFUSALS } from '../../../../contract/ops/messages.ts';
import { Type } from 'typebox';
import {
  PromotionsReport,
  RebateDayAnswer,
  RedPacketRuleView,
  RedPacketsAnswer,
  RedPacketSwitchAnswer,
  VipLevelView,
  VipPageAnswer,
} from '../../../../contract/ops/answers.ts';
import {
  LevelParams,
  PromotionsReportQuery,
  RebateDayBody,
  RedPacketRuleBody,
  RedPacketSwitchBody,
  VipPageBody,
  VipLevelEditBody,
} from '../../../../contract/ops/programme-schemas.ts';
import { RATE_COLUMNS } from '../../domain/rewards/categories.ts';
import { beijingDay, dayNumber } from '../../domain/rewards/days.ts';
import { runRebateDay } from '../../domain/rewards/rebate-day.ts';
import {
  listRedPacketRules,
  saveRedPacketRule,
  type RedPacketRule,
  type RedPacketRulePatch,
} from '../../domain/rewards/red-packet-rules.ts';
import { promotionsReport } from '../../domain/rewards/report.ts';
import {
  formatRate,
  listVipLevels,
  parseRate,
  updateVipLevel,
  type VipLevel,
  type VipLevelPatch,
} from '../../domain/rewards/vip-levels.ts';
import { getSettings, setSettings } from '../../domain/site/settings.ts';
import { isDataException, sqlState } from '../../lib/errors.ts';
import { formatCents, parseAmount } from '../../lib/money.ts';
import { ok } from '../../http/answer.ts';
import { notFound, refused } from '../../http/admin-refusals.ts';
import { opsTx } from '../../http/admin-tx.ts';
import { operatorCall, typed } from '../../http/schema.ts';

function levelView(l: VipLevel) {
  return {
    level: l.level,
    recharge: formatCents(l.recharge),
    flow: formatCents(l.flow),
    retention_flow: formatCents(l.retentionFlow),
    ...Object.fromEntries(RATE_COLUMNS.map((c) => [c, formatRate(l.rates[c])])),
  };
}

function ruleView(r: RedPacketRule) {
  return {
    id: r.id,
    day_flow: formatCents(r.dayFlow),
    flow_money: formatCents(r.flowMoney),
    draws: r.draws,
    percent: formatRate(r.percentBp),
    min_amount: formatCents(r.minAmount),
    start_time: r.startTime,
    end_time: r.endTime,
    turnover_multiple: r.turnoverMultiple,
    status: r.status,
  };
}

/** Yuan strings the schema has checked: parseAmount's own pattern. */
const cents = (text: string | undefined) => (text === undefined ? undefined : parseAmount(text)!);

/** A percent the schema has checked the shape of; above 100 is the domain's refusal. */
function rate(text: string | undefined, key: string): number | undefined {
  if (text === undefined) return undefined;
  const bp = parseRate(text);
  if (bp === null) throw refused(OPS_REFUSALS.percent(key));
  return bp;
}

export default async function adminPromotionsRoutes(app: FastifyInstance): Promise<void> {
  vipRoutes(app);
  redPacketRuleRoutes(app);
  rebateAndReportRoutes(app);
}

/** VIP: the levels, a level's rule, the operator's VIP page. */
function vipRoutes(app: FastifyInstance): void {
  const api = typed(app);
  api.get('/promotions/vip-levels', { schema: operatorCall('VIP等级', { data: Type.Array(VipLevelView) }) }, async () =>
    ok((await listVipLevels(app.db)).map(levelView)),
  );

  api.post(
    '/promotions/vip-levels/:level',
    { schema: operatorCall('修改VIP等级', { params: LevelParams, body: VipLevelEditBody, data: VipLevelView }) },
    async (request) => {
      const body = request.body;
      const rates: VipLevelPatch['rates'] = {};
      for (const c of RATE_COLUMNS) {
        const bp = rate(body[c], c);
        if (bp !== undefined) rates[c] = bp;
      }
      const patch: VipLevelPatch = {
        recharge: cents(body.recharge),
        flow: cents(body.flow),
        retentionFlow: cents(body.retention_flow),
        rates,
      };
      const updated = await opsTx(request, (q) => updateVipLevel(q, request.params.level, patch));
      if (!updated) throw notFound(OPS_REFUSALS.noVipLevel);
      return ok(levelView(updated));
    },
  );

  api.post(
    '/promotions/vip-page',
    { schema: operatorCall('VIP规则页面', { body: VipPageBody, data: VipPageAnswer }) },
    async (request) => {
      const url = request.body.url.trim();
      if (url && !/^https?:\/\/\S+$/i.test(url)) throw refused(OPS_REFUSALS.vipPageUrl);
      await opsTx(request, (q) => setSettings(q, { vip_page_url: url }));
      return ok({ vip_page_url: url });
    },
  );
}

/** Red packets: the switch and the rules. */
function redPacketRuleRoutes(app: FastifyInstance): void {
  const api = typed(app);
  api.get(
    '/promotions/red-packets',
    { schema: operatorCall('红包开关与规则', { data: RedPacketsAnswer }) },
    async () => {
      const settings = await getSettings(app.db);
      return ok({
        redpacket_switch: settings.redpacket_switch,
        rules: (await listRedPacketRules(app.db)).map(ruleView),
      });
    },
  );

  api.post(
    '/promotions/red-packets/switch',
    { schema: operatorCall('红包开关', { body: RedPacketSwitchBody, data: RedPacketSwitchAnswer }) },
    async (request) => {
      const { on } = request.body;
      await opsTx(request, (q) => setSettings(q, { redpacket_switch: on }));
      return ok({ redpacket_switch: on });
    },
  );

  api.post(
    '/promotions/red-packets/rules',
    { schema: operatorCall('新增 / 修改红包规则', { body: RedPacketRuleBody, data: RedPacketRuleView }) },
    async (request) => {
      const body = request.body;
      const patch: RedPacketRulePatch = {
        dayFlow: cents(body.day_flow),
        flowMoney: cents(body.flow_money),
        draws: body.draws,
        percentBp: rate(body.percent, 'percent'),
        minAmount: cents(body.min_amount),
        startTime: body.start_time,
        endTime: body.end_time,
        turnoverMultiple: body.turnover_multiple,
        status: body.status,
      };
      const id = body.id ?? null;
      if (
        id === null &&
        (patch.dayFlow === undefined ||
          patch.flowMoney === undefined ||
          patch.draws === undefined ||
          patch.percentBp === undefined)
      )
        throw refused(OPS_REFUSALS.newRuleFields);
      const saved = await opsTx(request, (q) => saveRedPacketRule(q, id, patch)).catch((error: unknown) => {
        // A rule the table's constraints refuse (a window ending before it starts…).
        if (isDataException(error) || sqlState(error)?.startsWith('23')) throw refused(OPS_REFUSALS.ruleInvalid);
        throw error;
      });
      if (!saved) throw notFound(OPS_REFUSALS.noRule);
      return ok(ruleView(saved));
    },
  );
}

/** Rebates computed for a day, and the promotions report. */
function rebateAndReportRoutes(app: FastifyInstance): void {
  const api = typed(app);
  // Idempotent: a day already computed writes only what late settlements added; today = the day so far.
  api.post(
    '/promotions/rebate-day',
    { schema: operatorCall('计算某日返水', { body: RebateDayBody, data: RebateDayAnswer }) },
    async (request) => {
      const { day } = request.body;
      const n = dayNumber(day);
      const now = app.rewards.now();
      const today = dayNumber(beijingDay(now))!;
      if (n === null || n > today) throw refused(OPS_REFUSALS.rebateDay);
      const result = await opsTx(request, (q) => runRebateDay(q, day, now));
      return ok({ day: result.day, written: result.written, amount: formatCents(result.amount) });
    },
  );

  api.get(
    '/promotions/report',
    { schema: operatorCall('优惠报表', { query: PromotionsReportQuery, data: PromotionsReport }) },
    async (request) => {
      const days = request.query.days ?? 7;
      const lastDay = beijingDay(app.rewards.now());
      const rows = await promotionsReport(app.db, lastDay, days);
      return ok({
        days: rows.map((r) => ({
          day: r.day,
          red_packets: r.redPackets,
          red_packet_amount: formatCents(r.redPacketAmount),
          rebates_written: formatCents(r.rebatesWritten),
          rebates_claimed: formatCents(r.rebatesClaimed),
          rebates_pending: formatCents(r.rebatesPending),
          vip_promoted: r.promoted,
          vip_demoted: r.demoted,
        })),
      });
    },
  );
}
