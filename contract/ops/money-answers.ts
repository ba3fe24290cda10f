/**
 * What the money calls answer: deposit and withdrawal reviews, money settings, the books.
 */
import { Type, type Static } from 'typebox';
import { WireDateTime } from '../common/schemas.ts';
import { Nullable, pagedAnswer, Reviewed, ReviewStateName, Yuan } from './answer-fields.ts';

const BankDetails = Type.Object({
  bank_owner: Nullable(Type.String()),
  bank: Nullable(Type.String()),
  bank_no: Nullable(Type.String()),
  bank_address: Nullable(Type.String()),
});

const ReviewFields = {
  state: ReviewStateName,
  created_at: WireDateTime,
  reviewed_by: Nullable(Type.String({ description: 'The operator who decided.' })),
  reviewed_at: Nullable(WireDateTime),
};

/** GET /admin/deposits. */
export const DepositList = pagedAnswer(
  'deposits',
  Type.Object({
    deposit_no: Type.String(),
    username: Type.String(),
    user_id: Type.Number(),
    amount: Yuan,
    pay_way: Type.String(),
    usdt_amount: Nullable(Type.String({ description: 'USDT due (usdtpay).' })),
    depositor: BankDetails,
    ...ReviewFields,
  }),
);
export type DepositList = Static<typeof DepositList>;

/** GET /admin/withdrawals. */
export const WithdrawalList = pagedAnswer(
  'withdrawals',
  Type.Object({
    order_no: Type.String(),
    username: Type.String(),
    user_id: Type.Number(),
    amount: Yuan,
    real_money: Type.String({ description: 'What arrives: yuan (bank) or USDT after the fee.' }),
    currency: Type.Union([Type.Literal('CNY'), Type.Literal('USDT')]),
    pay_way: Type.String(),
    rate: Nullable(Type.String({ description: 'USDT rate applied.' })),
    fee: Nullable(Type.String({ description: 'USDT fee.' })),
    destination: BankDetails,
    member_realname: Type.String({
      description: "The member's bound real name, to compare with the destination's owner; empty while none is bound.",
    }),
    ...ReviewFields,
  }),
);
export type WithdrawalList = Static<typeof WithdrawalList>;

const ReviewedFields = {
  user_id: Type.Number(),
  amount: Yuan,
  state: Reviewed,
  balance: Nullable(Type.String({ description: "The member's main wallet after the review; null if unchanged." })),
  reviewed_at: WireDateTime,
};

/** POST /admin/deposits/{no}/{action}. */
export const DepositReviewAnswer = Type.Object({ deposit_no: Type.String(), ...ReviewedFields });
export type DepositReviewAnswer = Static<typeof DepositReviewAnswer>;

/** POST /admin/withdrawals/{no}/{action}. */
export const WithdrawalReviewAnswer = Type.Object({ order_no: Type.String(), ...ReviewedFields });
export type WithdrawalReviewAnswer = Static<typeof WithdrawalReviewAnswer>;

/** Either review. */
export type ReviewAnswer = DepositReviewAnswer | WithdrawalReviewAnswer;

/** GET /admin/settings: each money setting as stored (decimal text); POST /admin/settings changes one. */
export const MoneySettings = Type.Object({
  usdtrate: Type.String(),
  withdrawusdtrate: Type.String(),
  withdraw_cash_fee: Type.String(),
  withdraw_fee_usdt_erc: Type.String(),
  min_price: Type.String(),
  max_price: Type.String(),
  withdraw_min: Type.String(),
  withdraw_max: Type.String(),
  withdraw_turnover_multiple: Type.String(),
});
export type MoneySettings = Static<typeof MoneySettings>;

/** POST /admin/settings and POST /admin/app-settings: the key and its new value. */
export const SettingAnswer = Type.Object({ key: Type.String(), value: Type.String() });
export type SettingAnswer = Static<typeof SettingAnswer>;

/** GET /admin/ledger/audit: the ledger check, its totals and the reconciliation. */
export const LedgerAudit = Type.Object({
  ok: Type.Boolean({ description: 'The ledger, a zero sum and every reconciliation agree.' }),
  ledgerOk: Type.Boolean({ description: 'The ledger check alone.' }),
  transactions: Type.Number(),
  postings: Type.Number(),
  accounts: Type.Number(),
  unbalancedTransactions: Type.Array(Type.Number()),
  emptyTransactions: Type.Array(Type.Number()),
  balanceMismatches: Type.Array(
    Type.Object({ accountId: Type.Number(), code: Type.String(), cached: Yuan, fromPostings: Yuan }),
  ),
  negativePlayerAccounts: Type.Array(Type.String()),
  totals: Type.Object({
    house: Type.Record(Type.String(), Yuan, { description: 'Balance per house account code.' }),
    playersMain: Yuan,
    playersVenues: Yuan,
    sum: Type.String({ description: 'Σ of every account: "0.00" in a healthy ledger.' }),
  }),
  reconciliation: Type.Array(Type.Object({ ok: Type.Boolean(), check: Type.String(), ledger: Yuan, records: Yuan })),
});
export type LedgerAudit = Static<typeof LedgerAudit>;
