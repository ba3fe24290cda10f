/**
 * The VIP day (run by the leader once per Beijing day, after it ends): every member whose
 * cumulative deposit and turnover meet the next level goes up ONE level (no skipping: the next
 * day may take the next one); a member who has held a level above VIP1 for 90 days and whose
 * settled turnover over the last 90 days is below the level's retention turnover goes down one.
 * Each change is a vip_changes row (one per member per day) and one inbox message to the member,
 * and the job's day row makes the day run once: all in one transaction.
 */
import type { Queryable } from '../../db/types.ts';
import { addDays, dayStart } from './days.ts';
import { SETTLED_BETS_SQL } from './settled-bets.ts';
import { listVipLevels, MAX_VIP_LEVEL, MIN_VIP, RETENTION_DAYS } from './vip-levels.ts';
import { notifyDemoted, notifyPromoted } from './vip-notice.ts';

export interface VipDayResult {
  day: string;
  promoted: number;
  demoted: number;
  /** false when the day had already run (nothing changed). */
  ran: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inside the caller's transaction. `day` is the Beijing day that just ended. */
export async function runVipDay(q: Queryable, day: string): Promise<VipDayResult> {
  const claimed = await q.query(
    `INSERT INTO reward_job_days (job, day) VALUES ('vip', $1::date) ON CONFLICT DO NOTHING RETURNING day`,
    [day],
  );
  if (claimed.length === 0) return { day, promoted: 0, demoted: 0, ran: false };
  const end = dayStart(addDays(day, 1));
  const levels = await listVipLevels(q);
  let promoted = 0;
  let demoted = 0;

  for (const next of levels.filter((l) => l.level > MIN_VIP && l.level <= MAX_VIP_LEVEL)) {
    const rows = await q.query<{ user_id: number }>(
      `WITH up AS (
         UPDATE users SET vip = $1, vip_since = $4, updated_at = now()
          WHERE vip = $1 - 1 AND paysum >= $2 AND totalgame >= $3 AND is_trial = false
            AND NOT EXISTS (SELECT 1 FROM vip_changes c WHERE c.user_id = users.id AND c.day = $5::date)
          RETURNING id)
       INSERT INTO vip_changes (user_id, day, from_level, to_level, reason)
       SELECT id, $5::date, $1 - 1, $1, 'promote' FROM up RETURNING user_id`,
      [next.level, next.recharge, next.flow, end, day],
    );
    await notifyPromoted(
      q,
      rows.map((r) => r.user_id),
      next.level,
    );
    promoted += rows.length;
  }

  // Demotion: held for the whole window and short of the retention turnover in it.
  const windowStart = new Date(end.getTime() - RETENTION_DAYS * DAY_MS);
  for (const level of levels.filter((l) => l.level > MIN_VIP && l.retentionFlow > 0n)) {
    const rows = await q.query<{ user_id: number }>(
      `WITH turnover AS (
         SELECT user_id, sum(stake) AS stake FROM (${SETTLED_BETS_SQL}) b GROUP BY user_id),
       down AS (
         UPDATE users SET vip = $3 - 1, vip_since = $2, updated_at = now()
          WHERE vip = $3 AND vip_since <= $1
            AND coalesce((SELECT stake FROM turnover t WHERE t.user_id = users.id), 0) < $4
            AND NOT EXISTS (SELECT 1 FROM vip_changes c WHERE c.user_id = users.id AND c.day = $5::date)
          RETURNING id)
       INSERT INTO vip_changes (user_id, day, from_level, to_level, reason)
       SELECT id, $5::date, $3, $3 - 1, 'demote' FROM down RETURNING user_id`,
      [windowStart, end, level.level, level.retentionFlow, day],
    );
    await notifyDemoted(
      q,
      rows.map((r) => r.user_id),
      level.level,
      level.retentionFlow,
    );
    demoted += rows.length;
  }

  await q.query(`UPDATE reward_job_days SET items = $2 WHERE job = 'vip' AND day = $1::date`, [
    day,
    promoted + demoted,
  ]);
  return { day, promoted, demoted, ran: true };
}
