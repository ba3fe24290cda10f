/**
 * /api/withdraw {amount, bank: <card id>, password: <pay password>}.
 * Checks: trial; input; the card is the player's own; minimum (214 单笔取款不能低于100元 — the
 * text of docs/SCREENS.md#withdrawal, the code of docs/API.md#withdraw) and maximum (215); a real name is bound; the
 * destination's cooling-off (500, new-destination.ts); the pay password (520, pay-password.ts); then, in the transaction with the user row locked: the turnover rule (214, the text of
 * docs/API.md#withdraw), the pending limit, and the balance (208). The amount is HELD at once: main wallet →
 * house:withdrawals_pending in one ledger movement, written with the withdrawal row.
 */
import type { Queryable } from '../../db/types.ts';
import { formatDecimal } from '../../lib/decimal.ts';
import { invalid, LedgerError, refuse } from '../../lib/errors.ts';
import { amountCents, formatCents } from '../../lib/money.ts';
import { orderNumber } from '../../lib/order-no.ts';
import { checkPayPassword } from '../accounts/pay-password.ts';
import type { SecretGuard } from '../accounts/secret-guard.ts';
import type { UserRow } from '../accounts/users.ts';
import { CARD_TYPE } from '../banking/card-rules.ts';
import { findOwnCard, type CardRow } from '../banking/cards.ts';
import { refuseCoolingOff } from '../banking/new-destination.ts';
import type { Answer } from '../idempotency/answers.ts';
import { accountIdByCode, ensurePlayerAccount } from '../ledger/accounts.ts';
import { postMovementIn } from '../ledger/post.ts';
import type { MoneySettings } from '../site/money-settings.ts';
import { refuseTrial } from '../accounts/trial.ts';
import { turnoverOf } from '../wallet/turnover.ts';
import { asProtocol, usdtWithdrawal } from '../wallet/usdt.ts';
import { HOUSE_WITHDRAWALS_PENDING, WITHDRAWAL_TYPE } from './withdrawal-row.ts';
import type { StaticDecode } from 'typebox';
import {
  WITHDRAW_MESSAGES,
  withdrawMaximumMessage,
  withdrawMinimumMessage,
  withdrawTurnoverMessage,
} from '../../../../contract/money/rules.ts';
import type { WithdrawBody } from '../../../../contract/money/schemas.ts';
import { CODE_OK } from '../../../../contract/common/rules.ts';

export { WITHDRAW_MESSAGES };

export const minimumMessage = (min: bigint): string => withdrawMinimumMessage(formatYuan(min));
export const maximumMessage = (max: bigint): string => withdrawMaximumMessage(formatYuan(max));
export const turnoverMessage = withdrawTurnoverMessage;

/** 10000n → "100", 10050n → "100.50". */
function formatYuan(cents: bigint): string {
  return cents % 100n === 0n ? (cents / 100n).toString() : formatCents(cents);
}

/** Pending withdrawals one player may have at once. */
export const MAX_PENDING_WITHDRAWALS = 10;

export interface WithdrawRequest {
  amount: bigint;
  cardId: number;
  password: string;
}

/** The input as WithdrawBody decided it (card, amount); an empty pay password is a 520, not a 1000. */
export function withdrawRequest(input: StaticDecode<typeof WithdrawBody>): WithdrawRequest {
  if (!input.password) throw refuse(520, WITHDRAW_MESSAGES.passwordRequired);
  return { amount: amountCents(input.amount), cardId: input.bank, password: input.password };
}

export interface Destination {
  card: CardRow;
  type: (typeof WITHDRAWAL_TYPE)[keyof typeof WITHDRAWAL_TYPE];
  /** What arrives: CNY cents (bank) or USDT cents after the fee. */
  realMoney: bigint;
  rate: string | null;
  fee: string | null;
}

/**
 * Everything that needs no lock: card, limits, real name, the new destination's cooling-off
 * (`holdHours` after its bind, new-destination.ts), USDT arithmetic.
 */
export async function checkWithdraw(
  q: Queryable,
  user: UserRow,
  request: WithdrawRequest,
  settings: MoneySettings,
  holdHours: number,
): Promise<Destination> {
  refuseTrial(user);
  const card = await findOwnCard(q, user.id, request.cardId);
  if (!card) throw invalid(WITHDRAW_MESSAGES.cardRequired);
  if (request.amount < settings.withdrawMin) throw refuse(214, minimumMessage(settings.withdrawMin));
  if (request.amount > settings.withdrawMax) throw refuse(215, maximumMessage(settings.withdrawMax));
  if (!user.realname.trim() || user.realname === user.username) throw refuse(500, WITHDRAW_MESSAGES.realnameRequired);
  refuseCoolingOff(new Date(card.created_at), holdHours);
  if (card.type === CARD_TYPE.bank)
    return { card, type: WITHDRAWAL_TYPE.bank, realMoney: request.amount, rate: null, fee: null };
  const protocol = asProtocol(card.bank_owner) ?? 'TRC20';
  const usdt = usdtWithdrawal(request.amount, protocol, settings);
  if (usdt.arrival <= 0n) throw refuse(214, WITHDRAW_MESSAGES.feeTooHigh);
  return {
    card,
    type: protocol === 'ERC20' ? WITHDRAWAL_TYPE.usdtErc20 : WITHDRAWAL_TYPE.usdtTrc20,
    realMoney: usdt.arrival,
    rate: settings.raw.withdrawusdtrate,
    fee: formatCents(usdt.fee),
  };
}

const WITHDRAW_PAY_REFUSALS = {
  none: () => refuse(520, WITHDRAW_MESSAGES.noPayPassword),
  wrong: () => refuse(520, WITHDRAW_MESSAGES.wrongPassword),
};

/** 520 请先设置取款密码 without a distinct pay password (pay-password.ts), 520 取款密码错误. */
export async function checkPayPasswordForWithdraw(guard: SecretGuard, user: UserRow, password: string): Promise<void> {
  await checkPayPassword(guard, user, password, WITHDRAW_PAY_REFUSALS);
}

export interface CreatedWithdrawal {
  orderNo: string;
  amount: bigint;
  destination: Destination;
  /** Main wallet after the hold. */
  balance: bigint;
}

const MAX_ATTEMPTS = 5;

/** In the caller's transaction: turnover, pending limit, hold, row. */
export async function holdWithdrawal(
  q: Queryable,
  userId: number,
  amount: bigint,
  destination: Destination,
  settings: MoneySettings,
  ledgerKey?: string,
): Promise<CreatedWithdrawal> {
  // Locks the user row: a deposit approval (which raises the requirement) waits, and so does a
  // second withdrawal of the same player. Lock order: users row → ledger accounts.
  const turnover = await turnoverOf(q, userId, { forUpdate: true });
  if (turnover.required > 0n) throw refuse(214, turnoverMessage(formatDecimal(settings.turnoverMultiple)));
  const [pending] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1 AND state = 1',
    [userId],
  );
  if ((pending?.n ?? 0) >= MAX_PENDING_WITHDRAWALS) throw refuse(500, WITHDRAW_MESSAGES.tooManyPending);

  const mainId = await ensurePlayerAccount(q, userId);
  const pendingId = await accountIdByCode(q, HOUSE_WITHDRAWALS_PENDING);
  let posted;
  try {
    posted = await postMovementIn(q, {
      kind: 'withdrawal.hold',
      memo: `withdrawal to card ${destination.card.id}`,
      actor: `user:${userId}`,
      idempotencyKey: ledgerKey,
      postings: [
        { accountId: mainId, amount: -amount },
        { accountId: pendingId, amount },
      ],
    });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'INSUFFICIENT_FUNDS')
      throw refuse(208, WITHDRAW_MESSAGES.insufficient);
    throw error;
  }
  const { card } = destination;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const orderNo = orderNumber('W');
    const rows = await q.query(
      `INSERT INTO withdrawals (order_no, user_id, card_id, type, amount, real_money, rate, fee, bank, bank_no, bank_owner, bank_address, hold_tx_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (order_no) DO NOTHING RETURNING id`,
      [
        orderNo,
        userId,
        card.id,
        destination.type,
        amount,
        destination.realMoney,
        destination.rate,
        destination.fee,
        card.bank,
        card.bank_no,
        card.bank_owner,
        card.bank_address,
        posted.txId,
      ],
    );
    if (rows.length === 1) return { orderNo, amount, destination, balance: posted.balances.get(mainId)! };
  }
  throw new Error('could not draw a free withdrawal number');
}

export function withdrawAnswer(created: CreatedWithdrawal): Answer {
  return {
    code: CODE_OK,
    message: WITHDRAW_MESSAGES.submitted,
    data: {
      order_no: created.orderNo,
      amount: formatCents(created.amount),
      real_money: formatCents(created.destination.realMoney),
      type: created.destination.type,
      state: 1,
      balance: formatCents(created.balance),
    },
  };
}
