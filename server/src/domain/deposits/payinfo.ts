/**
 * /api/payinfo {deposit_no}: the player's own deposit, with `message` naming the pay type
 * (bankpay | alipay | wxpay | usdtpay) and `cardlist` an ARRAY of receiving accounts for bankpay
 * but ONE channel object for the QR ways (docs/API.md#payinfo). USDT adds usdtrate and shows
 * real_money in USDT.
 */
import type { WirePayChannel, WirePayInfo } from '../../../../contract/money/schemas.ts';
import type { Queryable } from '../../db/types.ts';
import { refuse } from '../../lib/errors.ts';
import { formatCents, toCents } from '../../lib/money.ts';
import { formatBeijing } from '../../lib/time.ts';
import { listPayBanks } from '../banking/banks.ts';
import type { Answer } from '../idempotency/answers.ts';
import { findDeposit, type DepositRow } from './deposit-row.ts';
import { channelById, isUsdt, payWayByCode, type ChannelRow, type PayWay } from './pay-ways.ts';
import { depositLinkTag, depositLinkTagValid, depositQrUrl, sandboxApplies, sandboxPayUrl } from './sandbox-links.ts';
import { CODE_OK } from '../../../../contract/common/rules.ts';
import { RECHARGE_MESSAGES } from '../../../../contract/money/rules.ts';

export const DEPOSIT_NOT_FOUND = RECHARGE_MESSAGES.notFound;

export interface PayInfoContext {
  origin: string;
  sandbox: boolean;
  /** Keys the owner's tag on the deposit's links. */
  secret: string;
}

function infoOf(row: DepositRow, way: PayWay) {
  const usdt = isUsdt(way);
  return {
    id: row.id,
    out_trade_no: row.out_trade_no,
    user_id: row.user_id,
    amount: formatCents(toCents(row.amount)),
    cash_fee: '0.00',
    real_money: formatCents(usdt && row.usdt_amount !== null ? toCents(row.usdt_amount) : toCents(row.amount)),
    pay_way: row.pay_way,
    bank: row.bank,
    state: row.state,
    created_at: formatBeijing(row.created_at),
    updated_at: formatBeijing(row.updated_at),
    paytype: way.label,
    ...(usdt ? { usdtrate: row.usdtrate ?? '' } : {}),
  };
}

function channelOf(channel: ChannelRow, row: DepositRow, context: PayInfoContext): WirePayChannel {
  return {
    id: channel.id,
    mch_id: channel.mch_id,
    content: channel.content,
    status: channel.state,
    payimg: depositQrUrl(
      context.origin,
      row.out_trade_no,
      depositLinkTag(context.secret, row.out_trade_no, row.user_id),
    ),
    min_price: formatCents(toCents(channel.min_price)),
    max_price: formatCents(toCents(channel.max_price)),
  };
}

export async function payInfo(
  q: Queryable,
  userId: number,
  depositNo: string,
  context: PayInfoContext,
): Promise<Answer> {
  const row = await findDeposit(q, depositNo);
  // Someone else's deposit is "not found" too: numbers must not reveal other players' orders.
  if (!row || row.user_id !== userId) throw refuse(500, DEPOSIT_NOT_FOUND);
  const way = payWayByCode(row.pay_way);
  if (!way) throw refuse(500, DEPOSIT_NOT_FOUND);
  const data: WirePayInfo = { deposit_no: row.out_trade_no, info: infoOf(row, way) };
  if (way.channel === null) {
    data.cardlist = await listPayBanks(q, context.origin);
  } else {
    const channel = row.channel_id === null ? null : await channelById(q, row.channel_id);
    data.cardlist = channel ? channelOf(channel, row, context) : null;
  }
  if (sandboxApplies(way, context.sandbox))
    data.sandbox_url = sandboxPayUrl(
      context.origin,
      row.out_trade_no,
      depositLinkTag(context.secret, row.out_trade_no, row.user_id),
    );
  return { code: CODE_OK, message: way.message, data };
}

/** What the QR image of a deposit encodes: the USDT address; for wechat/alipay the sandbox page
 * in demo mode (scan it with a phone and pay there), else the channel's account. Only with the
 * owner's tag (the image link from their payinfo answer). */
export async function depositQrText(
  q: Queryable,
  depositNo: string,
  tag: unknown,
  context: PayInfoContext,
): Promise<string | null> {
  const row = await findDeposit(q, depositNo);
  if (!row || row.channel_id === null) return null;
  if (!depositLinkTagValid(context.secret, row.out_trade_no, row.user_id, tag)) return null;
  const way = payWayByCode(row.pay_way);
  const channel = await channelById(q, row.channel_id);
  if (!way || !channel) return null;
  if (!isUsdt(way) && sandboxApplies(way, context.sandbox))
    return sandboxPayUrl(context.origin, row.out_trade_no, String(tag));
  return channel.mch_id;
}
