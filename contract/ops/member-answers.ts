/**
 * What the site, member and credit calls answer: /admin/site, /admin/credit, /admin/debit,
 * /admin/users.
 */
import { Type, type Static } from 'typebox';
import { WireDateTime } from '../common/schemas.ts';
import { pagedAnswer, Yuan } from './answer-fields.ts';

/** GET and POST /admin/site. */
export const SiteAnswer = Type.Object({
  site_state: Type.String({ description: '"1" open, "0" maintenance.' }),
  state: Type.Union([Type.Literal('open'), Type.Literal('maintenance')]),
  repair_tips: Type.String(),
  title: Type.String(),
  trial_enabled: Type.Boolean(),
});
export type SiteAnswer = Static<typeof SiteAnswer>;

/** POST /admin/credit. */
export const CreditAnswer = Type.Object({
  username: Type.String(),
  user_id: Type.Number(),
  amount: Yuan,
  balance: Yuan,
  tx_id: Type.Number(),
  replayed: Type.Boolean({ description: 'true: the Idempotency-Key was seen; nothing moved now.' }),
});
export type CreditAnswer = Static<typeof CreditAnswer>;

/** POST /admin/debit: the member's main wallet after the debit. */
export const DebitAnswer = Type.Object({
  username: Type.String(),
  user_id: Type.Number(),
  amount: Yuan,
  balance: Yuan,
  memo: Type.String(),
  tx_id: Type.Number(),
  replayed: Type.Boolean({ description: 'true: the Idempotency-Key was seen; nothing moved now.' }),
});
export type DebitAnswer = Static<typeof DebitAnswer>;

/** GET /admin/users. */
export const UserList = pagedAnswer(
  'users',
  Type.Object({
    id: Type.Number(),
    username: Type.String(),
    balance: Yuan,
    created_at: WireDateTime,
    is_trial: Type.Boolean(),
    status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  }),
);
export type UserList = Static<typeof UserList>;

/** POST /admin/users/status. */
export const UserStatusAnswer = Type.Object({
  username: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
});
export type UserStatusAnswer = Static<typeof UserStatusAnswer>;
