/**
 * What the lottery calls answer: /admin/lottery/rounds and a round void.
 */
import { Type, type Static } from 'typebox';
import { WireDateTime } from '../common/schemas.ts';
import { Nullable, Yuan } from './answer-fields.ts';

/** POST /admin/lottery/rounds/void. */
export const VoidAnswer = Type.Object({
  lottery_id: Type.Number(),
  expect: Type.String(),
  bets: Type.Number(),
  players: Type.Number(),
  refunded: Yuan,
  replayed: Type.Boolean({ description: 'The round was already void: nothing moved now.' }),
});
export type VoidAnswer = Static<typeof VoidAnswer>;

/** GET /admin/lottery/rounds. */
export const RoundsAnswer = Type.Object({
  now: WireDateTime,
  leader: Type.Boolean({ description: 'This process runs the rounds.' }),
  scheduler: Type.Boolean({ description: "This process's round loop is on." }),
  round_seconds: Nullable(Type.Number({ description: 'Round length override (tests, demos).' })),
  lotteries: Type.Array(
    Type.Object({
      id: Type.Number(),
      title: Type.String(),
      type: Type.Number(),
      running: Type.Boolean(),
      current: Nullable(
        Type.Object({
          expect: Type.String(),
          state: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
          close_at: WireDateTime,
          draw_at: WireDateTime,
          timeout: Type.Number({ description: 'Seconds to the draw.' }),
          bets: Type.Number(),
          stake: Yuan,
        }),
      ),
      next: Nullable(Type.Object({ expect: Type.String(), opens_at: WireDateTime })),
      last: Nullable(
        Type.Object({ expect: Type.String(), result: Type.String(), status: Type.String(), draw_at: WireDateTime }),
      ),
      unsettled_rounds: Type.Number(),
      unsettled_bets: Type.Number(),
      overdue_rounds: Type.Number(),
      settle_failed_rounds: Type.Number({ description: 'Drawn rounds whose settlement failed (these may be voided).' }),
      recent_voids: Type.Array(
        Type.Object({
          expect: Type.String(),
          reason: Type.String({ description: 'The reason recorded with the void ("" for voids before reasons).' }),
          voided_by: Type.String(),
          voided_at: WireDateTime,
        }),
        { description: 'The newest voided rounds (at most 5).' },
      ),
    }),
  ),
});
export type RoundsAnswer = Static<typeof RoundsAnswer>;
