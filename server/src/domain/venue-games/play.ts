/**
 * One round at a sandbox venue, in ONE database transaction: the player's row locked first (the
 * lock order of every money movement), exactly the stake posted from their venue wallet to the
 * venue's house account, the outcome drawn (node:crypto randomInt), exactly the payout posted
 * back, the round written to venue_bets (settled) and the stake counted as turnover. A retry of
 * the same round (same venue and round id) answers the recorded round and moves nothing.
 */
import { randomInt } from 'node:crypto';
import type { Db, Queryable } from '../../db/types.ts';
import { isUniqueViolation, LedgerError } from '../../lib/errors.ts';
import { ensureHouseAccount, ensurePlayerAccount, trialHouseCode, trialUserIds } from '../ledger/accounts.ts';
import { postMovementIn } from '../ledger/post.ts';
import { recordTurnover } from '../wallet/turnover.ts';
import { gameForCategory, type Rng } from './games.ts';
import type { PlaySession } from './sessions.ts';
import { VENUE_PLAY_MESSAGES } from '../../../../contract/sandbox/rules.ts';

/** A refusal the game page shows as it is. */
export class PlayRefusal extends Error {}

export const venueHouse = (platform: string) => `house:venue:${platform}`;

export interface RoundRequest {
  session: PlaySession;
  /** The venue's own id of the round (the page makes one per form). */
  roundRef: string;
  choice: string;
  /** Positive cents. */
  stake: bigint;
}

export interface RoundResult {
  betId: number;
  stake: bigint;
  payout: bigint;
  detail: string;
  won: boolean;
  replayed: boolean;
}

const cryptoRng: Rng = (max) => randomInt(max);

interface BetRow {
  id: unknown;
  user_id: number;
  stake: unknown;
  payout: unknown;
  detail: string;
}

async function recordedRound(q: Queryable, request: RoundRequest): Promise<RoundResult | null> {
  const [row] = await q.query<BetRow>(
    'SELECT id, user_id, stake, payout, detail FROM venue_bets WHERE platform_name = $1 AND round_ref = $2',
    [request.session.platform, request.roundRef],
  );
  if (!row) return null;
  if (row.user_id !== request.session.userId) throw new PlayRefusal(VENUE_PLAY_MESSAGES.roundTaken);
  const payout = BigInt(row.payout as string | number | bigint);
  return {
    betId: Number(row.id),
    stake: BigInt(row.stake as string | number | bigint),
    payout,
    detail: row.detail,
    won: payout > 0n,
    replayed: true,
  };
}

export async function playRound(db: Db, request: RoundRequest, rng: Rng = cryptoRng): Promise<RoundResult> {
  const { session } = request;
  const game = gameForCategory(session.category);
  if (!game) throw new PlayRefusal(VENUE_PLAY_MESSAGES.noGame);
  if (!Object.hasOwn(game.choices, request.choice)) throw new PlayRefusal(VENUE_PLAY_MESSAGES.choice);
  try {
    return await db.tx(async (q) => {
      await q.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [session.userId]);
      const replay = await recordedRound(q, request);
      if (replay) return replay;
      const wallet = await ensurePlayerAccount(q, session.userId, session.platform);
      const trial = (await trialUserIds(q, [session.userId])).has(session.userId);
      const houseCode = venueHouse(session.platform);
      const house = await ensureHouseAccount(q, trial ? trialHouseCode(houseCode) : houseCode);
      const key = `venue:${session.platform}:${request.roundRef}`;
      const staked = await postMovementIn(q, {
        kind: 'venue_bet',
        memo: `${game.name} 下注`,
        actor: `user:${session.userId}`,
        idempotencyKey: `${key}:stake`,
        postings: [
          { accountId: wallet, amount: -request.stake },
          { accountId: house, amount: request.stake },
        ],
      });
      const outcome = game.play(request.choice, request.stake, rng);
      if (outcome.payout > 0n) {
        await postMovementIn(q, {
          kind: 'venue_payout',
          memo: `${game.name} 派彩`,
          actor: `user:${session.userId}`,
          idempotencyKey: `${key}:payout`,
          postings: [
            { accountId: house, amount: -outcome.payout },
            { accountId: wallet, amount: outcome.payout },
          ],
        });
      }
      const [bet] = await q.query<{ id: unknown }>(
        `INSERT INTO venue_bets (user_id, platform_name, category_id, game_code, round_ref, stake, payout, win_loss, status, detail, tx_id, settled_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9, $10, now()) RETURNING id`,
        [
          session.userId,
          session.platform,
          session.category,
          session.gameCode,
          request.roundRef,
          request.stake,
          outcome.payout,
          outcome.payout - request.stake,
          outcome.detail,
          staked.txId,
        ],
      );
      await recordTurnover(q, new Map([[session.userId, request.stake]]));
      return { betId: Number(bet!.id), stake: request.stake, ...outcome, replayed: false };
    });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'INSUFFICIENT_FUNDS')
      throw new PlayRefusal(VENUE_PLAY_MESSAGES.insufficient);
    // The same round raced in twice: the winner's row is the answer.
    if (isUniqueViolation(error)) {
      const replay = await recordedRound(db, request);
      if (replay) return replay;
    }
    throw error;
  }
}
