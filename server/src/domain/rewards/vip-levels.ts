/**
 * VIP levels 1–10: what each needs (cumulative deposit, cumulative turnover), the turnover that
 * keeps it over 90 days, and its rebate rate per category (basis points; the level's maximum).
 */
import type { Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import { RATE_COLUMNS, type RateColumn } from './categories.ts';
import { categoryMargins, rateViolations, refuseRatesAtMargin, type RateViolation } from './margins.ts';

export { formatRate, parseRate } from './rates.ts';

export const MIN_VIP = 1;
export const MAX_VIP_LEVEL = 10;
/** Days of turnover that keep a level (demotion when short). */
export const RETENTION_DAYS = 90;

export interface VipLevel {
  level: number;
  recharge: bigint;
  flow: bigint;
  retentionFlow: bigint;
  rates: Record<RateColumn, number>;
}

type LevelRow = { level: number; recharge: unknown; flow: unknown; retention_flow: unknown } & Record<
  `${RateColumn}_bp`,
  number
>;

function toLevel(row: LevelRow): VipLevel {
  const rates = Object.fromEntries(RATE_COLUMNS.map((c) => [c, Number(row[`${c}_bp`])])) as Record<RateColumn, number>;
  return {
    level: row.level,
    recharge: toCents(row.recharge),
    flow: toCents(row.flow),
    retentionFlow: toCents(row.retention_flow),
    rates,
  };
}

export async function listVipLevels(q: Queryable): Promise<VipLevel[]> {
  const rows = await q.query<LevelRow>('SELECT * FROM vip_levels ORDER BY level');
  return rows.map(toLevel);
}

export interface VipLevelPatch {
  recharge?: bigint;
  flow?: bigint;
  retentionFlow?: bigint;
  rates?: Partial<Record<RateColumn, number>>;
}

/** Every stored level's rates at or above their category's margin (the live start refuses them). */
export async function vipRateViolations(q: Queryable): Promise<RateViolation[]> {
  return rateViolations(await listVipLevels(q), await categoryMargins(q));
}

/**
 * Operators' edit of one level; returns the level as stored, or null when it does not exist.
 * A rebate rate at or above its category's house margin is refused (400, margins.ts).
 */
export async function updateVipLevel(q: Queryable, level: number, patch: VipLevelPatch): Promise<VipLevel | null> {
  await refuseRatesAtMargin(q, level, patch.rates ?? {});
  const sets: string[] = [];
  const params: unknown[] = [level];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (patch.recharge !== undefined) set('recharge', patch.recharge);
  if (patch.flow !== undefined) set('flow', patch.flow);
  if (patch.retentionFlow !== undefined) set('retention_flow', patch.retentionFlow);
  for (const column of RATE_COLUMNS) {
    const bp = patch.rates?.[column];
    if (bp !== undefined) set(`${column}_bp`, bp);
  }
  if (sets.length > 0)
    await q.query(`UPDATE vip_levels SET ${sets.join(', ')}, updated_at = now() WHERE level = $1`, params);
  const [row] = await q.query<LevelRow>('SELECT * FROM vip_levels WHERE level = $1', [level]);
  return row ? toLevel(row) : null;
}
