/**
 * What the operator calls answer (`data` of the envelope), as schemas: the routes
 * (server/src/routes/admin*.ts) declare them (docs/openapi.json, checked by the server tests) and
 * the ops CLI (server/src/ops) reads the answers through their types. Money is yuan as strings
 * ("100.50"), times Beijing 'YYYY-MM-DD HH:mm:ss'.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { WireDateTime } from '../common/schemas.ts';
import { AuditLogAnswer, ChainReport } from './audit-answers.ts';

export { AuditLogAnswer, ChainReport };
export * from './operator-answers.ts';

const Yuan = Type.String({ description: 'Yuan as a string with two decimals ("100.50").' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Reviewed = Type.Union([Type.Literal('approved'), Type.Literal('rejected')]);
const ReviewStateName = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);

/* ---- Site, members, credit ---- */

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
export const UserList = Type.Object({
  total: Type.Number(),
  page: Type.Number(),
  limit: Type.Number(),
  users: Type.Array(
    Type.Object({
      id: Type.Number(),
      username: Type.String(),
      balance: Yuan,
      created_at: WireDateTime,
      is_trial: Type.Boolean(),
      status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
    }),
  ),
});
export type UserList = Static<typeof UserList>;

/** POST /admin/users/status. */
export const UserStatusAnswer = Type.Object({
  username: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
});
export type UserStatusAnswer = Static<typeof UserStatusAnswer>;

/* ---- Deposits, withdrawals, money settings, the books ---- */

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
export const DepositList = Type.Object({
  total: Type.Number(),
  page: Type.Number(),
  limit: Type.Number(),
  deposits: Type.Array(
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
  ),
});
export type DepositList = Static<typeof DepositList>;

/** GET /admin/withdrawals. */
export const WithdrawalList = Type.Object({
  total: Type.Number(),
  page: Type.Number(),
  limit: Type.Number(),
  withdrawals: Type.Array(
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
        description:
          "The member's bound real name, to compare with the destination's owner; empty while none is bound.",
      }),
      ...ReviewFields,
    }),
  ),
});
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

/* ---- Operators, second approvals: ./operator-answers.ts ---- */

/* ---- Lottery ---- */

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

/* ---- Content ---- */

/** POST /admin/notices, /admin/banners, /admin/articles: the new row. */
export const Published = Type.Object({ id: Type.Number() });
export type Published = Static<typeof Published>;

/** POST /admin/messages. */
export const MessageSent = Type.Object({
  id: Type.Number(),
  to: Type.String({ description: "The member, or 'all'." }),
});
export type MessageSent = Static<typeof MessageSent>;

/** POST /admin/content/{kind}/{id}/withdraw. */
export const ContentWithdrawn = Type.Object({
  kind: Type.String(),
  id: Type.Number(),
  state: Type.Literal('withdrawn'),
});
export type ContentWithdrawn = Static<typeof ContentWithdrawn>;

/* ---- Activities, agents, feedback, the invite rule ---- */

/** GET /admin/activities row; POST /admin/activities and publish / withdraw answer one. */
export const ActivityView = Type.Object({
  id: Type.Number(),
  type: Type.Number(),
  title: Type.String(),
  state: Type.String({ description: 'draft, published or withdrawn.' }),
  can_apply: Type.Number(),
  apply_limit: Type.Number(),
  bonus: Yuan,
  turnover_multiple: Nullable(Type.String({ description: "null: the site's withdraw_turnover_multiple." })),
  start_at: Nullable(WireDateTime),
  end_at: Nullable(WireDateTime),
});
export type ActivityView = Static<typeof ActivityView>;

/** GET /admin/activity-applications row. */
export const ApplicationView = Type.Object({
  id: Type.Number(),
  activity_id: Type.Number(),
  activity: Type.String(),
  user_id: Type.Number(),
  username: Type.String(),
  state: ReviewStateName,
  bonus: Yuan,
  reason: Type.String(),
  created_at: WireDateTime,
  check_time: Nullable(WireDateTime),
});
export type ApplicationView = Static<typeof ApplicationView>;

/** POST /admin/activity-applications/{id}/{action}. */
export const ApplicationReviewed = Type.Object({
  id: Type.Number(),
  user_id: Type.Number(),
  state: Reviewed,
  bonus: Yuan,
  balance: Nullable(Type.String({ description: "The member's main wallet after a paid bonus; null if none." })),
});
export type ApplicationReviewed = Static<typeof ApplicationReviewed>;

/** GET /admin/agents row. */
export const AgentApplication = Type.Object({
  id: Type.Number(),
  username: Type.String(),
  mobile: Type.String(),
  apply_info: Type.String(),
  state: ReviewStateName,
  reason: Type.String(),
  created_at: WireDateTime,
  check_time: Nullable(WireDateTime),
});
export type AgentApplication = Static<typeof AgentApplication>;

/** POST /admin/agents/{id}/{action}. */
export const AgentReviewed = Type.Object({ id: Type.Number(), user_id: Type.Number(), state: Reviewed });
export type AgentReviewed = Static<typeof AgentReviewed>;

/** GET /admin/feedback row. */
export const FeedbackRow = Type.Object({
  id: Type.Number(),
  username: Type.String(),
  content: Type.String(),
  contact: Type.String(),
  state: Type.Union([Type.Literal('new'), Type.Literal('read')]),
  created_at: WireDateTime,
});
export type FeedbackRow = Static<typeof FeedbackRow>;

/** GET and POST /admin/invite-rule. */
export const InviteRuleAnswer = Type.Object({
  reward: Yuan,
  min_deposit: Yuan,
  turnover_multiple: Type.String(),
  intro: Type.String({ description: 'HTML.' }),
});
export type InviteRuleAnswer = Static<typeof InviteRuleAnswer>;

/** GET /admin/invite-reviews row: an invite reward and how the duplicate-account checks judged it. */
export const InviteReviewRow = Type.Object({
  id: Type.Number(),
  inviter: Type.String(),
  invitee: Type.String(),
  amount: Yuan,
  state: ReviewStateName,
  reason: Type.String({ description: 'The evidence (shared card, address or name); "" when paid at once.' }),
  reviewed_by: Nullable(Type.String()),
  created_at: WireDateTime,
  reviewed_at: Nullable(WireDateTime),
});
export type InviteReviewRow = Static<typeof InviteReviewRow>;

/** POST /admin/invite-reviews/{id}/{action}. */
export const InviteReviewed = Type.Object({ id: Type.Number(), state: Reviewed });
export type InviteReviewed = Static<typeof InviteReviewed>;

/* ---- Promotions ---- */

const Percent = Type.String({ description: 'Percent with two decimals ("0.50").' });

/** GET /admin/promotions/vip-levels row; POST /admin/promotions/vip-levels/{level} answers one. */
export const VipLevelView = Type.Object({
  level: Type.Number(),
  recharge: Yuan,
  flow: Yuan,
  retention_flow: Yuan,
  realperson: Percent,
  electron: Percent,
  joker: Percent,
  sport: Percent,
  fish: Percent,
  lottery: Percent,
  e_sport: Percent,
});
export type VipLevelView = Static<typeof VipLevelView>;

/** POST /admin/promotions/vip-page. */
export const VipPageAnswer = Type.Object({ vip_page_url: Type.String() });
export type VipPageAnswer = Static<typeof VipPageAnswer>;

/** A red-packet rule; POST /admin/promotions/red-packets/rules answers the saved one. */
export const RedPacketRuleView = Type.Object({
  id: Type.Number(),
  day_flow: Yuan,
  flow_money: Yuan,
  draws: Type.Number(),
  percent: Percent,
  min_amount: Yuan,
  start_time: Type.String({ description: 'HH:MM:SS, Beijing.' }),
  end_time: Type.String({ description: 'HH:MM:SS, Beijing.' }),
  turnover_multiple: Type.Number(),
  status: Type.Number({ description: '1 on, 0 off.' }),
});
export type RedPacketRuleView = Static<typeof RedPacketRuleView>;

/** POST /admin/promotions/red-packets/switch. */
export const RedPacketSwitchAnswer = Type.Object({
  redpacket_switch: Type.String({ description: '"1" on, "0" off.' }),
});
export type RedPacketSwitchAnswer = Static<typeof RedPacketSwitchAnswer>;

/** GET /admin/promotions/red-packets. */
export const RedPacketsAnswer = Type.Object({
  redpacket_switch: Type.String({ description: '"1" on, "0" off.' }),
  rules: Type.Array(RedPacketRuleView),
});
export type RedPacketsAnswer = Static<typeof RedPacketsAnswer>;

/** POST /admin/promotions/rebate-day. */
export const RebateDayAnswer = Type.Object({
  day: Type.String(),
  written: Type.Number({ description: 'Rebate rows written by this run.' }),
  amount: Yuan,
});
export type RebateDayAnswer = Static<typeof RebateDayAnswer>;

/** GET /admin/promotions/report. */
export const PromotionsReport = Type.Object({
  days: Type.Array(
    Type.Object({
      day: Type.String(),
      red_packets: Type.Number(),
      red_packet_amount: Yuan,
      rebates_written: Yuan,
      rebates_claimed: Yuan,
      rebates_pending: Yuan,
      vip_promoted: Type.Number(),
      vip_demoted: Type.Number(),
    }),
  ),
});
export type PromotionsReport = Static<typeof PromotionsReport>;

/** VIP levels, red-packet rules and report days: printed as tables of their keys. */
export type TableRow = Record<string, string | number>;
