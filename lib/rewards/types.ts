/** UI types of the reward programmes (VIP, red packets, rebates, the daily report). */
import type { Cents } from '@/lib/money';

/** Rebate rate columns, in the order the VIP page's table shows them. */
export const VIP_RATE_KEYS = ['realperson', 'sport', 'e_sport', 'joker', 'electron', 'lottery'] as const;
export type VipRateKey = (typeof VIP_RATE_KEYS)[number];

export interface VipLevel {
  level: number;
  name: string;
  /** Cumulative deposit and turnover required. */
  recharge: Cents;
  flow: Cents;
  /** Max rebate per category, percent text as sent ("0.50"). */
  rates: Record<VipRateKey, string>;
}

export type RedPacketStatus = 'READY' | 'STARTING' | 'END';

export interface RedPacketRule {
  id: number;
  /** Qualifying deposit range. */
  depositMin: Cents;
  depositMax: Cents;
  /** Draws a day (the wire's `recharge`, floored). */
  draws: number;
  start: string;
  end: string;
}

export interface RedPacketInfo {
  /** Draws left; may be negative. */
  left: number;
  drawn: number;
  maxTimes: number;
  status: RedPacketStatus;
  rules: RedPacketRule[];
}

export interface RedPacketRow {
  id: number;
  deposit: Cents;
  amount: Cents;
  /** The recharge time (the last qualifying deposit; legacy servers: the draw time). */
  rechargedAt: number | null;
  usedAt: number | null;
}

export interface RebateRow {
  id: number;
  gameName: string;
  amount: Cents;
  /** 0 unclaimed, otherwise claimed. */
  claimed: boolean;
  createdAt: number | null;
  updatedAt: number | null;
}

export interface RebateTotals {
  claimed: Cents;
  pending: Cents;
}

export interface DailyReport {
  win: Cents;
  recharge: Cents;
  withdraw: Cents;
  bet: Cents;
}
