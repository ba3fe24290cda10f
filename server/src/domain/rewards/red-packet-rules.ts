/**
 * Red-packet rules of the site: the daily draw window (Beijing time of day, end exclusive), the
 * qualifying-deposit range, draws per day, the cap as a percent of the deposits and the least
 * packet. The window of the deposits that count runs from the previous day's window end to this
 * day's window start (12:00 the day before → 10:00 with the standard 10:00–12:00 window).
 */
import type { Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import { addDays, dayStart } from './days.ts';

export interface RedPacketRule {
  id: number;
  dayFlow: bigint;
  flowMoney: bigint;
  draws: number;
  percentBp: number;
  minAmount: bigint;
  startTime: string;
  endTime: string;
  turnoverMultiple: number;
  status: number;
}

type RuleRow = {
  id: number;
  day_flow: unknown;
  flow_money: unknown;
  draws: number;
  percent_bp: number;
  min_amount: unknown;
  start_time: string;
  end_time: string;
  turnover_multiple: number;
  status: number;
};

const toRule = (r: RuleRow): RedPacketRule => ({
  id: r.id,
  dayFlow: toCents(r.day_flow),
  flowMoney: toCents(r.flow_money),
  draws: r.draws,
  percentBp: r.percent_bp,
  minAmount: toCents(r.min_amount),
  startTime: r.start_time,
  endTime: r.end_time,
  turnoverMultiple: r.turnover_multiple,
  status: r.status,
});

export async function listRedPacketRules(
  q: Queryable,
  options: { activeOnly?: boolean } = {},
): Promise<RedPacketRule[]> {
  const rows = await q.query<RuleRow>(
    `SELECT * FROM red_packet_rules ${options.activeOnly ? 'WHERE status = 1' : ''} ORDER BY day_flow, id`,
  );
  return rows.map(toRule);
}

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/** 'HH:MM:SS' → milliseconds after midnight; null when not a time of day. */
export function timeOfDayMs(text: string): number | null {
  const m = TIME_RE.exec(text);
  return m ? ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000 : null;
}

export interface DrawWindow {
  /** The Beijing day of the window. */
  day: string;
  start: Date;
  end: Date;
  /** Deposits approved in [depositsFrom, depositsTo) qualify. */
  depositsFrom: Date;
  depositsTo: Date;
}

/** The window of `day` for the active rules (earliest start, latest end); null without rules. */
export function drawWindow(rules: readonly RedPacketRule[], day: string): DrawWindow | null {
  if (rules.length === 0) return null;
  const starts = rules.map((r) => timeOfDayMs(r.startTime) ?? 0);
  const ends = rules.map((r) => timeOfDayMs(r.endTime) ?? 0);
  const startMs = Math.min(...starts);
  const endMs = Math.max(...ends);
  return {
    day,
    start: dayStart(day, startMs),
    end: dayStart(day, endMs),
    depositsFrom: dayStart(addDays(day, -1), endMs),
    depositsTo: dayStart(day, startMs),
  };
}

/** The rule a member's qualifying deposits meet (the most draws wins); null when none. */
export function matchingRule(rules: readonly RedPacketRule[], deposits: bigint): RedPacketRule | null {
  let best: RedPacketRule | null = null;
  for (const rule of rules)
    if (rule.dayFlow <= deposits && deposits <= rule.flowMoney && (!best || rule.draws > best.draws)) best = rule;
  return best;
}

export interface RedPacketRulePatch {
  dayFlow?: bigint;
  flowMoney?: bigint;
  draws?: number;
  percentBp?: number;
  minAmount?: bigint;
  startTime?: string;
  endTime?: string;
  turnoverMultiple?: number;
  status?: number;
}

const COLUMNS: Record<keyof RedPacketRulePatch, string> = {
  dayFlow: 'day_flow',
  flowMoney: 'flow_money',
  draws: 'draws',
  percentBp: 'percent_bp',
  minAmount: 'min_amount',
  startTime: 'start_time',
  endTime: 'end_time',
  turnoverMultiple: 'turnover_multiple',
  status: 'status',
};

/** Operators: add a rule (id omitted) or change one; returns the stored rule or null. */
export async function saveRedPacketRule(
  q: Queryable,
  id: number | null,
  patch: RedPacketRulePatch,
): Promise<RedPacketRule | null> {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined) as [keyof RedPacketRulePatch, unknown][];
  if (id === null) {
    const [row] = await q.query<RuleRow>(
      `INSERT INTO red_packet_rules (${entries.map(([k]) => COLUMNS[k]).join(', ')})
       VALUES (${entries.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
      entries.map(([, v]) => v),
    );
    return row ? toRule(row) : null;
  }
  const sets = entries.map(([k], i) => `${COLUMNS[k]} = $${i + 2}`);
  const [row] = await q.query<RuleRow>(
    `UPDATE red_packet_rules SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING *`,
    [id, ...entries.map(([, v]) => v)],
  );
  return row ? toRule(row) : null;
}
