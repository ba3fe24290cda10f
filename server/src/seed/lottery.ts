/**
 * Seeds the lotteries of lottery-data.ts with fixed ids: rooms, play groups and options (odds
 * from the exact probabilities and the lottery's margin), and each lottery's house account.
 * Idempotent (ON CONFLICT DO NOTHING on every row), so it runs on every start, fills in an
 * existing data directory and never overwrites an operator's later changes.
 */
import type { Db } from '../db/types.ts';
import { ensureHouseAccount } from '../domain/ledger/accounts.ts';
import { lotteryHouseCode } from '../domain/lottery/catalog.ts';
import { oddsFor, probabilityOf } from '../domain/lottery/odds.ts';
import { groupId, groupsOf, LOTTERIES, optionId, ROOMS, roomId } from './lottery-data.ts';

export async function seedLottery(db: Db): Promise<void> {
  for (const [sort, lottery] of LOTTERIES.entries()) {
    await db.query(
      `INSERT INTO lotteries (id, title, type, platform_type, period_s, ftime_s, margin_bp, first_expect, logo, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
      [
        lottery.id,
        lottery.title,
        lottery.type,
        lottery.platformType,
        lottery.periodS,
        lottery.ftimeS,
        lottery.marginBp,
        lottery.firstExpect,
        lottery.logo,
        sort + 1,
      ],
    );
    // The margin as stored (an operator may have changed it before a group was added).
    const [stored] = await db.query<{ margin_bp: number }>('SELECT margin_bp FROM lotteries WHERE id = $1', [
      lottery.id,
    ]);
    const marginBp = stored?.margin_bp ?? lottery.marginBp;

    for (const [i, room] of ROOMS.entries()) {
      await db.query(
        `INSERT INTO lottery_rooms (id, lottery_id, title, min_bet, max_bet, sort) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [roomId(lottery.id, i), lottery.id, room.title, room.minBet, room.maxBet, i + 1],
      );
    }
    let optionIndex = 0;
    for (const [g, group] of groupsOf(lottery.type).entries()) {
      const gid = groupId(lottery.id, g);
      await db.query(
        `INSERT INTO lottery_play_groups (id, lottery_id, name, description, special, sort) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [gid, lottery.id, group.name, group.description, group.special, g + 1],
      );
      for (const [o, option] of group.options.entries()) {
        const odds = oddsFor(probabilityOf(lottery.type, option.rule), marginBp);
        await db.query(
          `INSERT INTO lottery_play_options (id, group_id, lottery_id, playtitle, odds, rule, sort) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
          [optionId(lottery.id, optionIndex++), gid, lottery.id, option.playtitle, odds, option.rule, o + 1],
        );
      }
    }
    await ensureHouseAccount(db, lotteryHouseCode(lottery.platformType));
  }
}
