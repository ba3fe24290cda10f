/**
 * What an operator wants to see of the round clock (GET /admin/lottery/rounds, `npm run ops --
 * rounds`): per lottery the current round (open or closed, bets and stakes so far), the next
 * one, the last draw, and anything left behind (drawn rounds not settled yet, overdue rounds).
 */
import type { Queryable } from '../../db/types.ts';
import { formatCents, toCents } from '../../lib/money.ts';
import { formatBeijing } from '../../lib/time.ts';
import { listLotteries } from './catalog.ts';
import { currentRound, drawnRounds } from './rounds.ts';
import { secondsUntil } from './views.ts';

export interface LotteryRoundsView {
  id: number;
  title: string;
  type: number;
  running: boolean;
  current: {
    expect: string;
    state: 'open' | 'closed';
    close_at: string;
    draw_at: string;
    timeout: number;
    bets: number;
    stake: string;
  } | null;
  next: { expect: string; opens_at: string } | null;
  last: { expect: string; result: string; status: string; draw_at: string } | null;
  /** Drawn rounds whose settlement has not finished, with their unsettled bets. */
  unsettled_rounds: number;
  unsettled_bets: number;
  /** Open rounds past their draw time (the leader is not running, or is catching up). */
  overdue_rounds: number;
  /** Drawn rounds whose settlement failed: the only drawn rounds that may be voided. */
  settle_failed_rounds: number;
  /** The newest voided rounds with their reasons. */
  recent_voids: { expect: string; reason: string; voided_by: string; voided_at: string }[];
}

const RECENT_VOIDS = 5;

export async function roundsOverview(q: Queryable, now: Date): Promise<LotteryRoundsView[]> {
  const views: LotteryRoundsView[] = [];
  for (const lottery of await listLotteries(q)) {
    const current = await currentRound(q, lottery.id, now);
    const [last] = await drawnRounds(q, lottery.id, 1);
    const [counts] = await q.query<{
      bets: number;
      stake: unknown;
      next_expect: unknown;
      next_opens: Date | null;
      unsettled_rounds: number;
      unsettled_bets: number;
      overdue: number;
      settle_failed: number;
    }>(
      `SELECT (SELECT count(*)::int FROM lottery_bets WHERE round_id = $2) AS bets,
              (SELECT coalesce(sum(total), 0)::bigint FROM lottery_bets WHERE round_id = $2) AS stake,
              (SELECT expect FROM lottery_rounds WHERE lottery_id = $1 AND opens_at > $3 ORDER BY expect LIMIT 1) AS next_expect,
              (SELECT opens_at FROM lottery_rounds WHERE lottery_id = $1 AND opens_at > $3 ORDER BY expect LIMIT 1) AS next_opens,
              (SELECT count(*)::int FROM lottery_rounds WHERE lottery_id = $1 AND status = 'drawn') AS unsettled_rounds,
              (SELECT count(*)::int FROM lottery_bets b JOIN lottery_rounds r ON r.id = b.round_id
                WHERE r.lottery_id = $1 AND r.status = 'drawn' AND b.status = 2) AS unsettled_bets,
              (SELECT count(*)::int FROM lottery_rounds WHERE lottery_id = $1 AND status = 'open' AND draw_at <= $3) AS overdue,
              (SELECT count(*)::int FROM lottery_rounds
                WHERE lottery_id = $1 AND status = 'drawn' AND settle_failed_at IS NOT NULL) AS settle_failed`,
      [lottery.id, current?.id ?? null, now],
    );
    const voids = await q.query<{
      expect: unknown;
      void_reason: string | null;
      voided_by: string | null;
      voided_at: Date;
    }>(
      `SELECT expect, void_reason, voided_by, voided_at FROM lottery_rounds
        WHERE lottery_id = $1 AND status = 'void' AND voided_at IS NOT NULL
        ORDER BY voided_at DESC, expect DESC LIMIT ${RECENT_VOIDS}`,
      [lottery.id],
    );
    views.push({
      id: lottery.id,
      title: lottery.title,
      type: lottery.type,
      running: lottery.running,
      current: current
        ? {
            expect: String(current.expect),
            state: now.getTime() < current.closeAt.getTime() ? 'open' : 'closed',
            close_at: formatBeijing(current.closeAt),
            draw_at: formatBeijing(current.drawAt),
            timeout: secondsUntil(current.drawAt, now),
            bets: counts?.bets ?? 0,
            stake: formatCents(toCents(counts?.stake)),
          }
        : null,
      next:
        counts?.next_expect != null && counts.next_opens
          ? { expect: String(counts.next_expect), opens_at: formatBeijing(counts.next_opens) }
          : null,
      last: last
        ? {
            expect: String(last.expect),
            result: last.result ?? '',
            status: last.status,
            draw_at: formatBeijing(last.drawAt),
          }
        : null,
      unsettled_rounds: counts?.unsettled_rounds ?? 0,
      unsettled_bets: counts?.unsettled_bets ?? 0,
      overdue_rounds: counts?.overdue ?? 0,
      settle_failed_rounds: counts?.settle_failed ?? 0,
      recent_voids: voids.map((v) => ({
        expect: String(v.expect),
        reason: v.void_reason ?? '',
        voided_by: v.voided_by ?? '',
        voided_at: formatBeijing(v.voided_at),
      })),
    });
  }
  return views;
}
