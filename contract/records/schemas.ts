/** Account records and bet records (paginated). */
import { Type, type Static } from 'typebox';
import { IntField, PageFields, PlayerInput, Sent, TextField } from '../common/input.ts';
import { Maybe, WireDateTime, WireMoney, type Open } from '../common/schemas.ts';

const NumText = Type.Union([Type.Number(), Type.String()]);
const DateWindow = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)], {
  description: 'Window in Beijing days: 1 today, 2 last 7, 3 last 15, 4 last 30.',
});

const TransRecordType = Type.Union(
  [
    Type.Literal(1),
    Type.Literal(2),
    Type.Literal(3),
    Type.Literal(4),
    Type.Literal(5),
    Type.Literal(6),
    Type.Literal(7),
  ],
  {
    description:
      '1 deposits, 2 withdrawals, 3 into a venue, 4 out of a venue (and activity bonuses), 5 gifts, 6 rebates, 7 downline transfers (下级转账, both sides).',
  },
);

/** POST /api/gettransrecord body. date 1 today, 2 last 7 days, 3 last 15 days, 4 last 30 days; api_type '' = all. */
export const TransRecordBody = PlayerInput({
  date: Sent(DateWindow, IntField({ fallback: 4, max: 4 })),
  type: Sent(TransRecordType, IntField({ fallback: 1, max: 7 })),
  ...PageFields,
  api_type: TextField({ max: 40, description: "Venue platname; '' = all." }),
});
export type TransRecordBody = Static<typeof TransRecordBody>;

/** POST /api/gettransrecord row (paginated); the fields present depend on `type`. */
export const WireTransRecord = Type.Object({
  out_trade_no: Maybe(NumText),
  amount: Maybe(WireMoney),
  real_money: Maybe(WireMoney),
  pay_way: Maybe(NumText),
  state: Maybe(NumText),
  created_at: Maybe(WireDateTime),
  api_type: Maybe(Type.String()),
  type: Maybe(NumText),
  direction: Maybe(Type.String({ description: "Type 7 only: 'out' (the agent paid) or 'in' (the member received)." })),
  counterparty: Maybe(
    Type.String({ description: 'Type 7 only: the other side (the downline in full; the agent masked, ab***yz).' }),
  ),
});
export type WireTransRecord = Open<Static<typeof WireTransRecord>>;

/** POST /api/betrecord body. api_type '' = all, 'OWN' = the lottery rooms. */
export const BetRecordBody = PlayerInput({
  date: Sent(DateWindow, IntField({ fallback: 4, max: 4 })),
  ...PageFields,
  api_type: TextField({ max: 40, description: "Platform code; '' = all, 'OWN' = the lottery rooms." }),
});
export type BetRecordBody = Static<typeof BetRecordBody>;

/** POST /api/betrecord row (paginated). Legacy servers send bet_time and no created_at. */
export const WireBetRecord = Type.Object({
  bet_id: Maybe(NumText),
  bet_time: Maybe(WireDateTime),
  created_at: Maybe(WireDateTime),
  platform_type: Maybe(Type.String()),
  bet_amount: Maybe(WireMoney),
  win_loss: Maybe(WireMoney),
  status: Maybe(NumText),
  Code: Maybe(Type.String({ description: "The platform's Chinese name." })),
  plays: Maybe(Type.String()),
});
export type WireBetRecord = Open<Static<typeof WireBetRecord>>;

/** The reference server's bet record row (every key present, money as strings). */
export const BetRecordRow = Type.Object({
  bet_id: Type.String(),
  bet_time: WireDateTime,
  created_at: WireDateTime,
  platform_type: Type.String(),
  bet_amount: Type.String(),
  win_loss: Type.String(),
  status: Type.Number(),
  Code: Type.String(),
  plays: Type.String(),
});
export type BetRecordRow = Static<typeof BetRecordRow>;
