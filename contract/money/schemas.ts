/** Money: venue balances, transfers, pay ways, deposits, withdrawals. */
import { Type, type Static } from 'typebox';
import { AmountField, ExactField, IntField, PlayerInput, required, rule, Sent, TextField } from '../common/input.ts';
import { Maybe, WireDateTime, WireFlag, WireMoney, type Open } from '../common/schemas.ts';
import { COMMON_MESSAGES } from '../common/rules.ts';
import { RECHARGE_MESSAGES, TRANSFER_MESSAGES, WITHDRAW_MESSAGES } from './rules.ts';

const NumText = Type.Union([Type.Number(), Type.String()]);

/** POST /api/balancelist row: one per venue; the main wallet is not in the list. `balance` is "12.00" or 0. */
export const WireBalanceRow = Type.Object({ platname: Type.String(), name: Type.String(), balance: WireMoney });
export type WireBalanceRow = Static<typeof WireBalanceRow>;

/** POST /api/transfer body. One side is always 'userbalance' (the main wallet). */
export const TransferBody = PlayerInput({
  amount: AmountField({
    required: TRANSFER_MESSAGES.amountRequired,
    zero: TRANSFER_MESSAGES.amountZero,
    invalid: TRANSFER_MESSAGES.amountInvalid,
    description: 'Yuan, up to two decimals.',
  }),
  sourcetype: TextField({
    max: 40,
    message: TRANSFER_MESSAGES.walletRequired,
    rules: [required(TRANSFER_MESSAGES.walletRequired)],
    description: "'userbalance' or a venue's platname.",
  }),
  targettype: TextField({
    max: 40,
    message: TRANSFER_MESSAGES.walletRequired,
    rules: [required(TRANSFER_MESSAGES.walletRequired)],
    description: "'userbalance' or a venue's platname.",
  }),
});
export type TransferBody = Static<typeof TransferBody>;

/** POST /api/uptransferstatus body: 1 transfers to venues automatically, 0 does not. */
export const TransferStatusBody = PlayerInput({
  transferstatus: TextField({
    max: 5,
    message: COMMON_MESSAGES.invalid,
    rules: [rule({ enum: ['0', '1'] }, COMMON_MESSAGES.invalid)],
    description: '1 on, 0 off.',
  }),
});
export type TransferStatusBody = Static<typeof TransferStatusBody>;

/** GET /api/get_pay_way: 1 = enabled. Legacy clients add `rengong` (manual) themselves. */
export const WirePayWays = Type.Object({
  card: Type.Optional(WireFlag),
  bank: Type.Optional(WireFlag),
  usdt: Type.Optional(WireFlag),
  wechat: Type.Optional(WireFlag),
  alipay: Type.Optional(WireFlag),
  rengong: Type.Optional(WireFlag),
});
export type WirePayWays = Open<Static<typeof WirePayWays>>;

/** ANY /api/getPayRange body type. */
export const PayRangeType = Type.Union([
  Type.Literal('bank'),
  Type.Literal('wechat'),
  Type.Literal('alipay'),
  Type.Literal('usdt-erc20'),
  Type.Literal('usdt-trc20'),
  Type.Literal('ebpay'),
  Type.Literal('rengong'),
]);
export type PayRangeType = Static<typeof PayRangeType>;

export const PayRangeBody = PlayerInput({
  type: TextField({ max: 20, description: 'bank, wechat, alipay, usdt-erc20, usdt-trc20, ebpay or rengong.' }),
});

/** ANY /api/getPayRange: strings in legacy ("100.00"), 0 when unset. */
export const WirePayRange = Type.Object({ min_price: WireMoney, max_price: WireMoney });
export type WirePayRange = Static<typeof WirePayRange>;

/**
 * POST /api/recharge body. wechat goes as 'wxpay'; usdt adds catepay. Which fields are required
 * depends on paytype, and the amount is checked after them (docs/API.md#recharge), so the server
 * checks these in that order once read.
 */
export const RechargeBody = PlayerInput({
  paytype: TextField({
    max: 20,
    message: RECHARGE_MESSAGES.payTypeRequired,
    description: 'bankpay, alipay, wxpay, usdtpay, ebpay, rengong.',
  }),
  amount: Sent(
    Type.Union([Type.String(), Type.Number()]),
    TextField({ max: 40, message: RECHARGE_MESSAGES.amountRequired, description: 'Yuan, up to two decimals.' }),
  ),
  catepay: Type.Optional(
    Sent(
      Type.Union([Type.Literal('TRC20'), Type.Literal('ERC20')]),
      TextField({ max: 10, message: RECHARGE_MESSAGES.protocolRequired, description: 'TRC20 or ERC20 (usdt).' }),
    ),
  ),
  bank: Type.Optional(TextField({ max: 40, message: RECHARGE_MESSAGES.bankRequired })),
  bank_address: Type.Optional(TextField({ max: 100, message: RECHARGE_MESSAGES.bankAddressRequired })),
  bank_no: Type.Optional(TextField({ max: 40, message: RECHARGE_MESSAGES.bankNoRequired })),
  bank_owner: Type.Optional(TextField({ max: 40, message: RECHARGE_MESSAGES.depositorRequired })),
});
export type RechargeBody = Static<typeof RechargeBody>;

/** POST /api/recharge answer: legacy `data` is []; newer servers add out_trade_no. The number is in `message`. */
export const WireRechargeData = Type.Object({
  out_trade_no: Type.Optional(NumText),
  deposit_no: Type.Optional(NumText),
});
export type WireRechargeData = Open<Static<typeof WireRechargeData>>;

/** ANY /api/getpaybank row (also /api/payinfo cardlist for bankpay). */
export const WirePayBank = Type.Object({
  id: Type.Optional(Type.Number()),
  bank_id: Type.Optional(Type.Number()),
  bank_no: Type.Optional(Type.String()),
  bank_owner: Type.Optional(Type.String()),
  bank_address: Type.Optional(Type.String()),
  info: Maybe(Type.String()),
  ico: Type.Optional(Type.String()),
  bank_data: Maybe(Type.Object({ bank_name: Type.Optional(Type.String()) })),
  bank_name: Type.Optional(Type.String()),
});
export type WirePayBank = Open<
  Omit<Static<typeof WirePayBank>, 'bank_data'> & { bank_data?: Open<{ bank_name?: string }> | null }
>;

/** POST /api/payinfo cardlist for the QR ways (one object). */
export const WirePayChannel = Type.Object({
  id: Type.Optional(Type.Number()),
  mch_id: Type.Optional(Type.String()),
  content: Type.Optional(Type.String()),
  payimg: Type.Optional(Type.String()),
  min_price: Type.Optional(WireMoney),
  max_price: Type.Optional(WireMoney),
});
export type WirePayChannel = Open<Static<typeof WirePayChannel>>;

const PayInfoDeposit = Type.Object({
  out_trade_no: Type.Optional(NumText),
  amount: Type.Optional(WireMoney),
  real_money: Type.Optional(WireMoney),
  pay_way: Type.Optional(NumText),
  bank: Type.Optional(Type.String()),
  state: Type.Optional(NumText),
  created_at: Type.Optional(WireDateTime),
  paytype: Type.Optional(Type.String()),
  usdtrate: Type.Optional(WireMoney),
});

/** POST /api/payinfo `data`; `message` names the pay type (bankpay, alipay, wxpay, usdtpay, ebpay). */
export const WirePayInfo = Type.Object({
  deposit_no: Type.Optional(NumText),
  info: Maybe(PayInfoDeposit),
  cardlist: Maybe(Type.Union([Type.Array(WirePayBank), WirePayChannel])),
  sandbox_url: Type.Optional(
    Type.String({
      description: 'Reference server (demo mode): the sandbox page that pays the deposit like a provider callback.',
    }),
  ),
});
export type WirePayInfo = Open<{
  deposit_no?: string | number;
  info?: Open<Static<typeof PayInfoDeposit>> | null;
  cardlist?: WirePayBank[] | WirePayChannel | null;
  sandbox_url?: string;
}>;

export const PayInfoBody = PlayerInput({
  deposit_no: TextField({ max: 40, description: 'The deposit number /api/recharge answered.' }),
});

/** POST /api/getBetAmount. */
export const WireBetAmount = Type.Object({ bet_amount: WireMoney });
export type WireBetAmount = Static<typeof WireBetAmount>;

/** POST /api/transfer answer: the main wallet and the venue's balance after the move. */
export const WireTransferData = Type.Object({
  balance: WireMoney,
  platname: Type.String({ description: 'The venue.' }),
  venue_balance: WireMoney,
  order_no: Type.String({ description: "The transfer's number ('' when nothing moved)." }),
});
export type WireTransferData = Static<typeof WireTransferData>;

/** POST /api/withdraw answer: the held request (state 1 pending) and the main wallet after the hold. */
export const WireWithdrawData = Type.Object({
  order_no: Type.String(),
  amount: WireMoney,
  real_money: Type.String({ description: 'What arrives: yuan (bank) or USDT after the fee.' }),
  type: Type.Number({ description: '1 bank card, 2 USDT-TRC20, 3 USDT-ERC20.' }),
  state: Type.Literal(1),
  balance: WireMoney,
});
export type WireWithdrawData = Static<typeof WireWithdrawData>;

/** POST /api/withdraw body: bank is the saved card's id, password the pay password. */
export const WithdrawBody = PlayerInput({
  bank: IntField({
    fallback: 0,
    message: WITHDRAW_MESSAGES.cardRequired,
    rules: [rule({ minimum: 1 }, WITHDRAW_MESSAGES.cardRequired)],
    description: "The saved card's id.",
  }),
  amount: AmountField({
    required: WITHDRAW_MESSAGES.amountRequired,
    invalid: WITHDRAW_MESSAGES.amountInvalid,
    description: 'Yuan, up to two decimals.',
  }),
  // Empty is refused by the server with 520 (not a 1000): after the card and the amount.
  password: ExactField({ message: WITHDRAW_MESSAGES.passwordRequired, description: 'The pay password.' }),
});
export type WithdrawBody = Static<typeof WithdrawBody>;
