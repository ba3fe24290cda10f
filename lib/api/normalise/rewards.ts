/**
 * Reward wire shapes → UI types, once: money to cents, Beijing times parsed, the red-packet
 * rule's misleading column names read for what they mean (docs/API.md#userredpacket).
 */
import { toCents } from '@/lib/money';
import {
  VIP_RATE_KEYS,
  type DailyReport,
  type RebateRow,
  type RedPacketInfo,
  type RedPacketRow,
  type RedPacketStatus,
  type VipLevel,
} from '@/lib/rewards/types';
import { parseBeijing } from '@/lib/time';
import { int, isObject, str, toList } from './scalars';
import type {
  WireDailyReport,
  WireRebateRow,
  WireRedPacketInfo,
  WireRedPacketRow,
  WireRedPacketRule,
  WireVipLevel,
} from '@/contract/rewards/schemas';

/** A percent as sent ("0.50", 0.5) → two decimals; '0.00' when missing. */
function percent(v: unknown): string {
  const n = Number(str(v));
  return Number.isFinite(n) && n >= 0 ? n.toFixed(2) : '0.00';
}

export function toVipLevel(w: WireVipLevel, index: number): VipLevel {
  const level = int(w.id, index + 1);
  return {
    level,
    name: str(w.vipname) || `VIP${level}`,
    recharge: toCents(w.recharge),
    flow: toCents(w.flow),
    rates: Object.fromEntries(VIP_RATE_KEYS.map((k) => [k, percent(w[k])])) as VipLevel['rates'],
  };
}

export const toVipLevels = (w: unknown): VipLevel[] => (Array.isArray(w) ? (w as WireVipLevel[]).map(toVipLevel) : []);

const STATUSES: readonly RedPacketStatus[] = ['READY', 'STARTING', 'END'];

export function toRedPacketInfo(w: unknown): RedPacketInfo {
  const o = (isObject(w) ? w : {}) as Partial<WireRedPacketInfo>;
  const status = str(o.redPacketStatus).toUpperCase() as RedPacketStatus;
  return {
    left: int(o.sendnums),
    drawn: int(o.acquirednum),
    maxTimes: int(o.max_times),
    status: STATUSES.includes(status) ? status : 'END',
    rules: toList<WireRedPacketRule, WireRedPacketRule>(o.rules, (r) => r).map((r) => ({
      id: int(r.id),
      depositMin: toCents(r.day_flow),
      depositMax: toCents(r.flow_money),
      draws: Math.floor(Number(str(r.recharge)) || 0),
      start: str(r.start_time),
      end: str(r.end_time),
    })),
  };
}

export function toRedPacketRow(w: WireRedPacketRow): RedPacketRow {
  return {
    id: int(w.id),
    deposit: toCents(w.money),
    amount: toCents(w.redpacketmoney ?? w.amount),
    rechargedAt: parseBeijing(w.recharge_time) ?? parseBeijing(w.created_at),
    usedAt: parseBeijing(w.usetime),
  };
}

export function toRebateRow(w: WireRebateRow): RebateRow {
  return {
    id: int(w.id),
    gameName: str(w.gamename),
    amount: toCents(w.money),
    claimed: int(w.state) !== 0,
    createdAt: parseBeijing(w.created_at),
    updatedAt: parseBeijing(w.updated_at),
  };
}

export function toDailyReport(w: unknown): DailyReport {
  const o = (isObject(w) ? w : {}) as Partial<WireDailyReport>;
  return {
    win: toCents(o.win_total),
    recharge: toCents(o.recharge_total),
    withdraw: toCents(o.withdraw_total),
    bet: toCents(o.bet_total),
  };
}
