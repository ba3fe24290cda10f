/**
 * 投注记录 (POST /api/betrecord): every lottery bet of a player is a bet record (docs/API.md#betrecord
 * betrecord): `platform_type` is the lottery's code ('pc28', 'hk6' …), `Code` its Chinese name,
 * `plays` the option and the chosen number ("大", "特码 14"), `status` 2 unsettled, 1 settled,
 * 0 invalid, `win_loss` payout − stake once settled ("0.00" before).
 */
import type { Queryable } from '../../db/types.ts';
import { formatCents, toCents } from '../../lib/money.ts';
import type { PageRequest } from '../../lib/paginate.ts';
import { formatBeijing } from '../../lib/time.ts';
import { betLabel } from './labels.ts';
import type { BetRecordRow } from '../../../../contract/records/schemas.ts';
import { OWN_PLATFORM } from '../../../../contract/records/rules.ts';

export type { BetRecordRow };

/** The filter values that mean "every platform": '' (全平台), OWN (our own lottery rooms), all. */
const EVERY_PLATFORM = new Set(['', OWN_PLATFORM.toLowerCase(), 'all']);

/** Matches no platform (codes are [a-z0-9_]): what a malformed filter finds. */
const NO_PLATFORM = '-';

/** null = every platform; otherwise a lower-cased platform code (an unknown one finds nothing). */
export function readPlatformFilter(value: string): string | null {
  const text = value.trim().toLowerCase();
  if (EVERY_PLATFORM.has(text)) return null;
  return /^[a-z0-9_]{1,40}$/.test(text) ? text : NO_PLATFORM;
}

export interface BetRecordQuery {
  userId: number;
  since: Date;
  platform: string | null;
  page: PageRequest;
}

interface Row {
  id: unknown;
  created_at: Date;
  platform_type: string;
  title: string;
  total: unknown;
  win_loss: unknown;
  status: number;
  playtitle: string;
  group_name: string;
  special: number;
  data: string;
}

export async function betRecords(
  q: Queryable,
  query: BetRecordQuery,
): Promise<{ rows: BetRecordRow[]; total: number }> {
  const params: unknown[] = [query.userId, query.since];
  let where = 'b.user_id = $1 AND b.created_at >= $2';
  if (query.platform !== null) {
    params.push(query.platform);
    where += ` AND l.platform_type = $${params.length}`;
  }
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM lottery_bets b JOIN lotteries l ON l.id = b.lottery_id WHERE ${where}`,
    params,
  );
  const rows = await q.query<Row>(
    `SELECT b.id, b.created_at, l.platform_type, l.title, b.total, b.win_loss, b.status, o.playtitle, g.name AS group_name, g.special, b.data
     FROM lottery_bets b
       JOIN lotteries l ON l.id = b.lottery_id
       JOIN lottery_play_options o ON o.id = b.option_id
       JOIN lottery_play_groups g ON g.id = o.group_id
     WHERE ${where}
     ORDER BY b.created_at DESC, b.id DESC
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.page.perPage, query.page.offset],
  );
  return {
    total: count?.n ?? 0,
    rows: rows.map((r) => {
      const time = formatBeijing(r.created_at);
      return {
        bet_id: String(r.id),
        bet_time: time,
        created_at: time,
        platform_type: r.platform_type,
        bet_amount: formatCents(toCents(r.total)),
        win_loss: formatCents(toCents(r.win_loss)),
        status: r.status,
        Code: r.title,
        plays: betLabel(
          { groupName: r.group_name, special: r.special === 1 ? 1 : 0, playtitle: r.playtitle },
          r.data,
          ' ',
        ),
      };
    }),
  };
}
