/**
 * /api/recharge: a pending deposit. Checks in the client's order (bank way: depositor name, bank
 * type, card number, bank address; then the amount), then the way is open (500 系统维护中...) and
 * the amount is within its range (500 充值金额不在该通道范围中). The deposit number goes back in
 * `message` (docs/API.md#recharge) and in data.out_trade_no. Nothing is credited until review or payment.
 */
import type { Queryable } from '../../db/types.ts';
import { readAmountInput } from '../../lib/amount-input.ts';
import { invalid, refuse } from '../../lib/errors.ts';
import type { StaticDecode } from 'typebox';
import { formatCents } from '../../lib/money.ts';
import { orderNumber } from '../../lib/order-no.ts';
import { getMoneySettings } from '../site/money-settings.ts';
import { asProtocol } from '../wallet/usdt.ts';
import { depositUsdtCents } from '../wallet/usdt.ts';
import type { Answer } from '../idempotency/answers.ts';
import { findChannel, isUsdt, PAY_WAYS, rangeOf, type PayWay } from './pay-ways.ts';
import { hasPayBank } from '../banking/banks.ts';
import { depositorProblem, RECHARGE_MESSAGES } from '../../../../contract/money/rules.ts';
import type { RechargeBody } from '../../../../contract/money/schemas.ts';
import { CODE_OK } from '../../../../contract/common/rules.ts';
import { guardMovement, type GuardSwitches } from '../protection/limits-guard.ts';

export { RECHARGE_MESSAGES };

/** Pending deposits one player may have open at once (bounds what a script can pile up). */
export const MAX_PENDING_DEPOSITS = 20;

export interface RechargeRequest {
  way: PayWay;
  amount: bigint;
  bank: string;
  bankNo: string;
  bankOwner: string;
  bankAddress: string;
}

function wayOf(paytype: string, catepay: string): PayWay | 'usdt-without-protocol' | null {
  switch (paytype) {
    case 'bank':
    case 'card':
      return PAY_WAYS.bank;
    case 'alipay':
      return PAY_WAYS.alipay;
    // The client sends wechat as wxpay; the legacy server answered an empty body to 'wechat'.
    case 'wxpay':
    case 'wechat':
      return PAY_WAYS.wxpay;
    case 'usdt': {
      const protocol = asProtocol(catepay);
      if (!protocol) return 'usdt-without-protocol';
      return protocol === 'TRC20' ? PAY_WAYS.usdtTrc20 : PAY_WAYS.usdtErc20;
    }
    default:
      return null;
  }
}

/** RechargeBody read every field; its rules depend on the pay way, so they are checked here in order. */
export function rechargeRequest(input: StaticDecode<typeof RechargeBody>): RechargeRequest {
  const way = wayOf(input.paytype.toLowerCase(), input.catepay ?? '');
  if (way === null) throw invalid(RECHARGE_MESSAGES.payTypeRequired);
  if (way === 'usdt-without-protocol') throw invalid(RECHARGE_MESSAGES.protocolRequired);
  const request: RechargeRequest = { way, amount: 0n, bank: '', bankNo: '', bankOwner: '', bankAddress: '' };
  if (way === PAY_WAYS.bank) {
    request.bankOwner = input.bank_owner ?? '';
    request.bank = input.bank ?? '';
    request.bankNo = input.bank_no ?? '';
    request.bankAddress = input.bank_address ?? '';
    const problem = depositorProblem({
      owner: request.bankOwner,
      bank: request.bank,
      cardNo: request.bankNo,
      address: request.bankAddress,
    });
    if (problem) throw invalid(problem.message);
  }
  const amount = readAmountInput(input.amount);
  if (amount.kind === 'empty') throw invalid(RECHARGE_MESSAGES.amountRequired);
  if (amount.kind === 'invalid') throw invalid(RECHARGE_MESSAGES.amountInvalid);
  request.amount = amount.kind === 'zero' ? 0n : amount.cents;
  return request;
}

export interface CreatedDeposit {
  id: number;
  outTradeNo: string;
  way: PayWay;
  amount: bigint;
}

const MAX_ATTEMPTS = 5;

/** `protection`: which player-protection checks run (limits-guard.ts). */
export async function createDeposit(
  q: Queryable,
  userId: number,
  request: RechargeRequest,
  protection?: GuardSwitches,
): Promise<CreatedDeposit> {
  const { way } = request;
  const channel = way.channel ? await findChannel(q, way.channel) : null;
  const open = way.channel ? channel?.state === 1 : await hasPayBank(q);
  if (!open) throw refuse(500, RECHARGE_MESSAGES.closed);
  const settings = await getMoneySettings(q);
  const range = await rangeOf(q, way, settings);
  if (!range || request.amount < range.min || request.amount > range.max || request.amount <= 0n) {
    throw refuse(500, RECHARGE_MESSAGES.outOfRange);
  }
  // The member's row is locked first, so parallel recharges count one after another and the cap
  // holds (counting alone, two transactions could both see 19 and both insert).
  await q.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  const [pending] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM deposits WHERE user_id = $1 AND state = 1',
    [userId],
  );
  if ((pending?.n ?? 0) >= MAX_PENDING_DEPOSITS) throw refuse(500, RECHARGE_MESSAGES.tooManyPending);
  // Under the same lock: parallel requests cannot pass a deposit limit together.
  await guardMovement(q, userId, 'deposit', request.amount, protection);

  const usdt = isUsdt(way);
  const bank = usdt ? (way === PAY_WAYS.usdtTrc20 ? 'TRC20' : 'ERC20') : request.bank;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const outTradeNo = orderNumber('');
    const rows = await q.query<{ id: number }>(
      `INSERT INTO deposits (out_trade_no, user_id, amount, pay_way, channel_id, bank, bank_no, bank_owner, bank_address, usdtrate, usdt_amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (out_trade_no) DO NOTHING RETURNING id`,
      [
        outTradeNo,
        userId,
        request.amount,
        way.code,
        channel?.id ?? null,
        bank,
        request.bankNo,
        request.bankOwner,
        request.bankAddress,
        usdt ? settings.raw.usdtrate : null,
        usdt ? depositUsdtCents(request.amount, settings) : null,
      ],
    );
    if (rows.length === 1) return { id: rows[0]!.id, outTradeNo, way, amount: request.amount };
  }
  throw new Error('could not draw a free deposit number');
}

/** docs/API.md#recharge: the deposit number is the `message`; we add it (and more) in `data`. */
export function rechargeAnswer(deposit: CreatedDeposit, sandboxUrl: string | null): Answer {
  const data: Record<string, unknown> = {
    out_trade_no: deposit.outTradeNo,
    deposit_no: deposit.outTradeNo,
    paytype: deposit.way.message,
    amount: formatCents(deposit.amount),
    state: 1,
  };
  if (sandboxUrl) data.sandbox_url = sandboxUrl;
  return { code: CODE_OK, message: deposit.outTradeNo, data };
}
