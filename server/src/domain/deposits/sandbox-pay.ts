/**
 * The sandbox payment: what a payment provider's "paid" callback does in production. It
 * approves a pending QR-way deposit (the player is credited exactly once, see review.ts);
 * bank transfers are never paid this way (an operator checks the bank statement).
 */
import type { Db } from '../../db/types.ts';
import { refuse } from '../../lib/errors.ts';
import { findDeposit, type DepositRow } from './deposit-row.ts';
import { DEPOSIT_NOT_FOUND } from './payinfo.ts';
import { payWayByCode } from './pay-ways.ts';
import { approveDeposit, type ReviewedDeposit } from './review.ts';

export const SANDBOX_ACTOR = 'sandbox';

/** The deposit if the sandbox may show and pay it, else null. */
export async function sandboxDeposit(db: Db, outTradeNo: string): Promise<DepositRow | null> {
  const row = await findDeposit(db, outTradeNo);
  if (!row) return null;
  const way = payWayByCode(row.pay_way);
  return way && way.channel !== null ? row : null;
}

export async function sandboxPay(db: Db, outTradeNo: string): Promise<ReviewedDeposit> {
  return db.tx(async (q) => {
    const row = await findDeposit(q, outTradeNo);
    const way = row ? payWayByCode(row.pay_way) : null;
    if (!row || !way || way.channel === null) throw refuse(404, DEPOSIT_NOT_FOUND);
    return approveDeposit(q, outTradeNo, SANDBOX_ACTOR, '模拟支付');
  });
}
