/** 下级转账 (ours): the agent's direct downline list and the transfer to one of them. */
import { Type, type Static } from 'typebox';
import { AmountField, ExactField, PageFields, PlayerInput, required, TextField } from '../common/input.ts';
import { WireDateTime } from '../common/schemas.ts';
import { DOWNLINE_MESSAGES } from './rules.ts';

/** POST /api/downlineTransfer body. */
export const DownlineTransferBody = PlayerInput({
  username: TextField({
    max: 40,
    message: DOWNLINE_MESSAGES.usernameRequired,
    rules: [required(DOWNLINE_MESSAGES.usernameRequired)],
    description: 'The direct downline member to pay (as /api/downlines lists it).',
  }),
  amount: AmountField({
    required: DOWNLINE_MESSAGES.amountRequired,
    zero: DOWNLINE_MESSAGES.amountZero,
    invalid: DOWNLINE_MESSAGES.amountInvalid,
    description: 'Yuan, positive, up to two decimals.',
  }),
  // Empty is refused by the server with its own code (not a 1000), after the fields above.
  paypassword: ExactField({ message: DOWNLINE_MESSAGES.passwordRequired, description: "The agent's pay password." }),
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
export const DownlineListQuery = PlayerInput({
  ...PageFields,
  username: Type.Optional(
    TextField({ max: 40, description: 'A part of the name to look for (case-insensitive); empty = everyone.' }),
  ),
});
export type DownlineListQuery = Static<typeof DownlineListQuery>;

/** /api/downlines row: an active direct downline member, newest first. */
export const WireDownline = Type.Object({
  id: Type.Number(),
  username: Type.String({ description: 'The full name: the agent pays by it.' }),
  created_at: WireDateTime,
});
export type WireDownline = Static<typeof WireDownline>;
