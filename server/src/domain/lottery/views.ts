/**
 * Wire views of rounds (docs/API.md#lotteryroom + docs/LOTTERY.md): `nowdata`, `last`, `openlist` rows.
 * A seed appears only in views of drawn rounds; an open round shows its hash alone.
 */
import type { Queryable } from '../../db/types.ts';
import { formatBeijing } from '../../lib/time.ts';
import type { Lottery } from './catalog.ts';
import { resultNumber } from './rules.ts';
import { currentRound, drawnRounds, type Round } from './rounds.ts';
import type { DrawView, NowData } from '../../../../contract/lottery/schemas.ts';

export const OPENLIST_SIZE = 20;

export type { DrawView };

export type { NowData };

export function drawView(round: Round): DrawView {
  if (round.status === 'open' || !round.extend) throw new Error('an open round has no result to show');
  const view: DrawView = {
    expect: String(round.expect),
    number: resultNumber(round.extend),
    opentime: formatBeijing(round.drawAt),
    extend: { ...round.extend },
    hash: round.hash,
    seed: round.seed ?? '',
  };
  if ('sum' in round.extend) view.sum = round.extend.sum;
  return view;
}

/**
 * Whole seconds until `at`, rounded up: a room shows 封盘中 at `timeout <= ftime`, and rounding up
 * makes that true exactly from the round's close (`drawAt - ftime`), when orders are refused.
 * (Rounding down would show 封盘中 up to a second while bets are still accepted.)
 */
export function secondsUntil(at: Date, now: Date): number {
  // `+ 0` turns the -0 of a just-passed moment into 0.
  return Math.ceil((at.getTime() - now.getTime()) / 1000) + 0;
}

export async function nowData(q: Queryable, lottery: Pick<Lottery, 'id'>, now: Date): Promise<NowData> {
  const current = await currentRound(q, lottery.id, now);
  const [last] = await drawnRounds(q, lottery.id, 1);
  return {
    expect: last ? String(last.expect) : current ? String(current.expect - 1n) : '',
    nextexpect: current ? String(current.expect) : '',
    timeout: current ? secondsUntil(current.drawAt, now) : 0,
    opentime: last ? formatBeijing(last.drawAt) : '',
    nexttime: current ? formatBeijing(current.drawAt) : '',
    next_hash: current?.hash ?? '',
    last: last ? drawView(last) : null,
  };
}

export async function openList(q: Queryable, lotteryId: number, limit = OPENLIST_SIZE): Promise<DrawView[]> {
  return (await drawnRounds(q, lotteryId, limit)).map(drawView);
}

/** `ftime` of a round: seconds between closing and drawing. */
export function ftimeOf(round: Pick<Round, 'closeAt' | 'drawAt'>): number {
  return Math.round((round.drawAt.getTime() - round.closeAt.getTime()) / 1000);
}
