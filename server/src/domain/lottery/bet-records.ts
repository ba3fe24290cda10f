/**
 * 投注记录 (POST /api/betrecord): every lottery bet and every venue bet (venue_bets, the sandbox
 * venues' rounds) of a player is a bet record (docs/API.md#betrecord), newest first across both.
 * Lottery rows: `platform_type` is the lottery's code ('pc28', 'hk6' …), `Code` its Chinese name,
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
  /** 'lottery' or 'venue'. */
  src: string;
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
  let lotteryWhere = 'b.user_id = $1 AND b.created_at >= $2';
  let venueWhere = 'v.user_id = $1 AND v.created_at >= $2';
  if (query.platform !== null) {
    params.push(query.platform);
    lotteryWhere += ` AND l.platform_type = $${params.length}`;
    venueWhere += ` AND v.platform_name = $${params.length}`;
  }
  const [count] = await q.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM lottery_bets b JOIN lotteries l ON l.id = b.lottery_id WHERE ${lotteryWhere})::int
          + (SELECT count(*) FROM venue_bets v WHERE ${venueWhere})::int AS n`,
    params,
  );
  const rows = await q.query<Row>(
    `SELECT 'lottery' AS src, b.id::bigint AS id, b.created_at, l.platform_type, l.title, b.total::bigint AS total,
            b.win_loss::bigint AS win_loss, b.status::int AS status, o.playtitle, g.name AS group_name, g.special::int AS special, b.data
     FROM lottery_bets b
       JOIN lotteries l ON l.id = b.lottery_id
       JOIN lottery_play_options o ON o.id = b.option_id
       JOIN lottery_play_groups g ON g.id = o.group_id
     WHERE ${lotteryWhere}
     UNION ALL
     SELECT 'venue', v.id, v.created_at, v.platform_name, coalesce(p.name, v.platform_name), v.stake,
            v.win_loss, v.status::int, v.detail, '', 0, ''
     FROM venue_bets v LEFT JOIN game_platforms p ON p.platform_name = v.platform_name
     WHERE ${venueWhere}
     ORDER BY created_at DESC, id DESC
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.page.perPage, query.page.offset],
  );
  return {
    total: count?.n ?? 0,
    rows: rows.map((r) => {
      const time = formatBeijing(r.created_at);
      return {
        // Venue bets are numbered apart from lottery bets: their id carries the venue.
        bet_id: r.src === 'venue' ? `${r.platform_type}-${String(r.id)}` : String(r.id),
        bet_time: time,
        created_at: time,
        platform_type: r.platform_type,
        bet_amount: formatCents(toCents(r.total)),
        win_loss: formatCents(toCents(r.win_loss)),
        status: r.status,
        Code: r.title,
        plays:
          r.src === 'venue'
            ? r.playtitle
            : betLabel(
                { groupName: r.group_name, special: r.special === 1 ? 1 : 0, playtitle: r.playtitle },
                r.data,
                ' ',
              ),
      };
    }),
  };
}
