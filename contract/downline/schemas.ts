/** 下级转账 (ours): the agent's direct downline list and the transfer to one of them. */
import { Type, type Static } from 'typebox';
import { Free, WireDateTime, said } from '../common/schemas.ts';
import { DOWNLINE_MESSAGES } from './rules.ts';

/** POST /api/downlineTransfer body. */
export const DownlineTransferBody = Type.Object({
  username: Type.String({
    ...said(DOWNLINE_MESSAGES.usernameRequired),
    description: 'The direct downline member to pay (as /api/downlines lists it).',
  }),
  amount: Type.Union([Type.String(), Type.Number()], {
    ...said(DOWNLINE_MESSAGES.amountRequired),
    description: 'Yuan, positive, up to two decimals.',
  }),
  paypassword: Type.String({
    ...said(DOWNLINE_MESSAGES.passwordRequired),
    description: "The agent's pay password.",
  }),
});
export type DownlineTransferBody = Static<typeof DownlineTransferBody>;

/** POST /api/downlineTransfer answer. */
export const WireDownlineTransfer = Type.Object({
  order_no: Type.String({ description: "The agent's 账户明细 order number (type 7)." }),
  username: Type.String({ description: 'The member paid.' }),
  amount: Type.String({ description: 'Yuan moved.' }),
  balance: Type.String({ description: "The agent's main wallet after the transfer." }),
});
export type WireDownlineTransfer = Static<typeof WireDownlineTransfer>;

/** GET/POST /api/downlines body. */
export const DownlineListQuery = Type.Object({
  page: Type.Optional(Free('Page from 1.')),
  pagesize: Type.Optional(Free('Rows per page (default 10, at most 100).')),
  username: Type.Optional(Free('A part of the name to look for (case-insensitive); empty = everyone.')),
});
export type DownlineListQuery = { page: number; pagesize?: number; username?: string };

/** /api/downlines row: an active direct downline member, newest first. */
export const WireDownline = Type.Object({
  id: Type.Number(),
  username: Type.String({ description: 'The full name: the agent pays by it.' }),
  created_at: WireDateTime,
});
export type WireDownline = Static<typeof WireDownline>;
