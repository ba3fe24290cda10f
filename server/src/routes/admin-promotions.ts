/**
 * Operator API for the reward programmes (under /admin, behind the operator token): VIP levels,
 * the red-packet switch and rules, a day's rebate computation (idempotent: a re-run writes only
 * what is missing) and the promotions report. Real HTTP status codes: 400 bad input, 404 unknown.
 */
import type { FastifyInstance } from 'fastify';
import {
  LevelParams,
  PromotionsReportQuery,
  RebateDayBody,
  RedPacketRuleBody,
  RedPacketSwitchBody,
  VipPageBody,
  VipLevelEditBody,
} from '../../../contract/rewards/schemas.ts';
import { RATE_COLUMNS } from '../domain/rewards/categories.ts';
import { beijingDay, dayNumber } from '../domain/rewards/days.ts';
import { runRebateDay } from '../domain/rewards/rebate-day.ts';
import {
  listRedPacketRules,
  saveRedPacketRule,
  timeOfDayMs,
  type RedPacketRule,
  type RedPacketRulePatch,
} from '../domain/rewards/red-packet-rules.ts';
import { promotionsReport } from '../domain/rewards/report.ts';
import {
  formatRate,
  listVipLevels,
  parseRate,
  updateVipLevel,
  type VipLevel,
  type VipLevelPatch,
} from '../domain/rewards/vip-levels.ts';
import { getSettings, setSettings } from '../domain/site/settings.ts';
import { BizError } from '../lib/errors.ts';
import { posInt, readInput, str } from '../lib/input.ts';
import { formatCents, parseAmount } from '../lib/money.ts';
import { ok } from '../plugins/envelope.ts';
import { operatorCall, typed } from './schema.ts';

const bad = (message: string) => new BizError(400, message, { status: 400 });
const notFound = (message: string) => new BizError(404, message, { status: 404 });

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

function money(input: Record<string, unknown>, key: string): bigint | undefined {
  if (input[key] === undefined) return undefined;
  const cents = parseAmount(String(input[key]));
  if (cents === null) throw bad(`${key} must be an amount in yuan (e.g. 1000.00)`);
  return cents;
}

function rate(input: Record<string, unknown>, key: string): number | undefined {
  if (input[key] === undefined) return undefined;
  const bp = parseRate(String(input[key]));
  if (bp === null) throw bad(`${key} must be a percent with at most 2 decimals (e.g. 0.50)`);
  return bp;
}

function whole(input: Record<string, unknown>, key: string, min: number, max: number): number | undefined {
  if (input[key] === undefined) return undefined;
  const n = Number(input[key]);
  if (!Number.isInteger(n) || n < min || n > max) throw bad(`${key} must be a whole number ${min}–${max}`);
  return n;
}

function time(input: Record<string, unknown>, key: string): string | undefined {
  if (input[key] === undefined) return undefined;
  const text = str(input[key], 8);
  if (timeOfDayMs(text) === null) throw bad(`${key} must be HH:MM:SS (Beijing time)`);
  return text;
}

export async function adminPromotionsRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);

  api.get('/promotions/vip-levels', { schema: operatorCall('VIP等级') }, async () =>
    ok((await listVipLevels(app.db)).map(levelView)),
  );

  api.post(
    '/promotions/vip-levels/:level',
    { schema: operatorCall('修改VIP等级', { params: LevelParams, body: VipLevelEditBody }) },
    async (request) => {
      const level = Number(request.params.level);
      const input = readInput(request);
      const rates: VipLevelPatch['rates'] = {};
      for (const c of RATE_COLUMNS) {
        const bp = rate(input, c);
        if (bp !== undefined) rates[c] = bp;
      }
      const patch: VipLevelPatch = {
        recharge: money(input, 'recharge'),
        flow: money(input, 'flow'),
        retentionFlow: money(input, 'retention_flow'),
        rates,
      };
      const updated = Number.isInteger(level) ? await updateVipLevel(app.db, level, patch) : null;
      if (!updated) throw notFound('no such VIP level (1–10)');
      return ok(levelView(updated));
    },
  );

  api.post('/promotions/vip-page', { schema: operatorCall('VIP规则页面', { body: VipPageBody }) }, async (request) => {
    const url = str(readInput(request).url, 500).trim();
    if (url && !/^https?:\/\/\S+$/i.test(url)) throw bad('url must be an http(s) address, or empty');
    await setSettings(app.db, { vip_page_url: url });
    return ok({ vip_page_url: url });
  });

  api.get('/promotions/red-packets', { schema: operatorCall('红包开关与规则') }, async () => {
    const settings = await getSettings(app.db);
    return ok({
      redpacket_switch: settings.redpacket_switch,
      rules: (await listRedPacketRules(app.db)).map(ruleView),
    });
  });

  api.post(
    '/promotions/red-packets/switch',
    { schema: operatorCall('红包开关', { body: RedPacketSwitchBody }) },
    async (request) => {
      const on = str(readInput(request).on, 3);
      if (on !== '1' && on !== '0') throw bad('on must be 1 or 0');
      await setSettings(app.db, { redpacket_switch: on });
      return ok({ redpacket_switch: on });
    },
  );

  api.post(
    '/promotions/red-packets/rules',
    { schema: operatorCall('新增 / 修改红包规则', { body: RedPacketRuleBody }) },
    async (request) => {
      const input = readInput(request);
      const id = input.id === undefined ? null : whole(input, 'id', 1, 2_147_483_647)!;
      const patch: RedPacketRulePatch = {
        dayFlow: money(input, 'day_flow'),
        flowMoney: money(input, 'flow_money'),
        draws: whole(input, 'draws', 1, 100),
        percentBp: rate(input, 'percent'),
        minAmount: money(input, 'min_amount'),
        startTime: time(input, 'start_time'),
        endTime: time(input, 'end_time'),
        turnoverMultiple: whole(input, 'turnover_multiple', 0, 100),
        status: whole(input, 'status', 0, 1),
      };
      if (
        id === null &&
        (patch.dayFlow === undefined ||
          patch.flowMoney === undefined ||
          patch.draws === undefined ||
          patch.percentBp === undefined)
      )
        throw bad('a new rule needs day_flow, flow_money, draws and percent');
      const saved = await saveRedPacketRule(app.db, id, patch).catch((error: unknown) => {
        throw bad(`rule refused: ${(error as Error).message}`);
      });
      if (!saved) throw notFound('no such rule');
      return ok(ruleView(saved));
    },
  );

  // Idempotent: a day already computed writes only what late settlements added; today = the day so far.
  api.post(
    '/promotions/rebate-day',
    { schema: operatorCall('计算某日返水', { body: RebateDayBody }) },
    async (request) => {
      const day = str(readInput(request).day, 10);
      const n = dayNumber(day);
      const now = app.rewards.now();
      const today = dayNumber(beijingDay(now))!;
      if (n === null || n > today) throw bad('day must be a Beijing day up to today, YYYY-MM-DD');
      const result = await app.db.tx((q) => runRebateDay(q, day, now));
      return ok({ day: result.day, written: result.written, amount: formatCents(result.amount) });
    },
  );

  api.get(
    '/promotions/report',
    { schema: operatorCall('优惠报表', { query: PromotionsReportQuery }) },
    async (request) => {
      const days = Math.min(posInt(readInput(request).days, 7), 90);
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
