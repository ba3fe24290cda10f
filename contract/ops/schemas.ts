/** Operator calls (/admin/*): site switch, manual credit, users, deposit and withdrawal reviews, settings. */
import { Type } from 'typebox';
import { Free } from '../common/schemas.ts';
import { OPS_PAGE } from './rules.ts';

// Operator handlers answer bad input with HTTP 400 themselves: the schemas document, never refuse.
const opt = (description: string) => Type.Optional(Free(description));

export const SiteBody = Type.Object({
  state: opt("'open' or 'closed' (maintenance)."),
  repair_tips: opt('Maintenance notice shown to players.'),
});

export const CreditBody = Type.Object({
  username: opt('The player.'),
  amount: opt('Yuan, up to two decimals.'),
  idempotency_key: opt('Repeats of one key credit once.'),
  memo: opt('Ledger memo.'),
});

export const UsersQuery = Type.Object({
  page: opt('Page from 1.'),
  limit: opt(`Rows per page (at most ${OPS_PAGE.max}).`),
  search: opt('Part of a user name.'),
  trial: opt("'0' leaves trial accounts out."),
});

export const VoidRoundBody = Type.Object({
  lottery_id: opt('The lottery.'),
  expect: opt('The round number (期号).'),
});

export const OperatorBody = Type.Object({
  name: opt('The operator: 2–32 of a-z 0-9 _ . - starting with a letter.'),
});

export const UserStatusBody = Type.Object({
  username: opt('The player.'),
  status: opt("'active' or 'frozen'."),
});

export const ReviewListQuery = Type.Object({
  state: opt('Filter by review state.'),
  page: opt('Page from 1.'),
  limit: opt(`Rows per page (at most ${OPS_PAGE.max}).`),
});

export const ReviewParams = Type.Object({
  no: Type.String({ description: 'The order number.' }),
  action: Type.String({ description: 'approve or reject.' }),
});

export const ReviewBody = Type.Object({ memo: opt('Review memo.') });

export const SettingBody = Type.Object({
  key: opt('The setting.'),
  value: opt('Its new value.'),
});
