/**
 * Drawing a round and closing it, each in one transaction with its room messages: the result is
 * computed from the round's committed seed (fair-draw.ts), stored with its extended fields, and
 * the system message of every room of the lottery is written in the same transaction, so a
 * round is drawn (or announced closed) once with its messages. Frames are returned for the
 * caller to broadcast after the commit.
 */
import type { Db } from '../../db/types.ts';
import { saveSystemMessage, type SystemFrame } from '../chat/system-messages.ts';
import { roomIdsOf, type Lottery } from './catalog.ts';
import { drawBalls, drawDigits, seedFromHex } from './fair-draw.ts';
import { ballsExtend, digitsExtend, resultNumber, resultSummary, type DrawExtend } from './rules.ts';
import { ROUND_COLUMNS, toRound, type Round } from './rounds.ts';
import { revealSeed } from './sealed-seed.ts';
import { nowData } from './views.ts';

export interface RoomFrame {
  roomId: string;
  frame: SystemFrame;
}

/** The result of a round from its seed: what anyone holding the revealed seed recomputes. */
export function resultOf(lottery: Pick<Lottery, 'id' | 'type'>, seedHex: string, expect: bigint): DrawExtend {
  const seed = seedFromHex(seedHex);
  if (lottery.type === 2) return digitsExtend(drawDigits(seed, lottery.id, String(expect)));
  return ballsExtend(drawBalls(seed, lottery.id, String(expect)));
}

export const closedMessage = (expect: bigint): string => `第${expect}期 已封盘`;
export const drawMessage = (expect: bigint, extend: DrawExtend): string =>
  `第${expect}期 开奖结果 ${resultSummary(extend)}`;

export interface DrawnRound {
  round: Round;
  frames: RoomFrame[];
}

/**
 * Draws `roundId` if it is still open and its draw time has come; null when another run did it
 * first (or it is not due). `now` also dates the draw frame's nowdata.
 */
export async function drawRound(
  db: Db,
  lottery: Lottery,
  roundId: bigint,
  now: Date,
  secret: string,
): Promise<DrawnRound | null> {
  return db.tx(async (q) => {
    const rows = await q.query<Parameters<typeof toRound>[0]>(
      `SELECT ${ROUND_COLUMNS} FROM lottery_rounds WHERE id = $1 FOR UPDATE`,
      [roundId],
    );
    const open = rows[0] ? toRound(rows[0]) : null;
    if (!open || open.status !== 'open' || open.drawAt.getTime() > now.getTime()) return null;
    const seed = revealSeed(secret, open);
    const extend = resultOf(lottery, seed, open.expect);
    // The seed is stored as the round is drawn: from now on it is published for verification.
    const updated = await q.query<Parameters<typeof toRound>[0]>(
      `UPDATE lottery_rounds SET status = 'drawn', result = $2, extend = $3::jsonb, drawn_at = $4, close_announced = true,
              seed = $5
       WHERE id = $1 AND status = 'open' RETURNING ${ROUND_COLUMNS}`,
      [roundId, resultNumber(extend), JSON.stringify(extend), now, seed],
    );
    const round = toRound(updated[0]!);
    const nowdata = await nowData(q, lottery, now);
    const text = drawMessage(round.expect, extend);
    const frames: RoomFrame[] = [];
    for (const roomId of await roomIdsOf(q, lottery.id)) {
      frames.push({
        roomId: String(roomId),
        frame: await saveSystemMessage(q, String(roomId), text, { type: 'draw', nowdata }),
      });
    }
    return { round, frames };
  });
}

/** Announces 第N期 已封盘 once, while the round is closed and not yet drawn; [] otherwise. */
export async function announceClosed(db: Db, lottery: Lottery, roundId: bigint, now: Date): Promise<RoomFrame[]> {
  return db.tx(async (q) => {
    const claimed = await q.query<{ expect: unknown }>(
      `UPDATE lottery_rounds SET close_announced = true
       WHERE id = $1 AND status = 'open' AND NOT close_announced AND close_at <= $2 AND draw_at > $2
       RETURNING expect`,
      [roundId, now],
    );
    if (claimed.length === 0) return [];
    const text = closedMessage(BigInt(String(claimed[0]!.expect)));
    const frames: RoomFrame[] = [];
    for (const roomId of await roomIdsOf(q, lottery.id)) {
      frames.push({ roomId: String(roomId), frame: await saveSystemMessage(q, String(roomId), text) });
    }
    return frames;
  });
}
