/**
 * Deposit pay ways: the bank transfer (to a receiving account, reviewed by an operator) and the
 * QR ways (wechat, alipay, USDT TRC20/ERC20) of `pay_channels`. Codes and labels are the
 * legacy ones (docs/API.md#recharge, payinfo, gettransrecord).
 */
import type { WirePayWays } from '../../../../contract/money/schemas.ts';
import { one, type Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import { hasPayBank } from '../banking/banks.ts';
import type { MoneySettings } from '../site/money-settings.ts';

export type ChannelWay = 'wechat' | 'alipay' | 'usdt-trc20' | 'usdt-erc20';

export interface PayWay {
  /** deposits.pay_way (legacy recharge.pay_way). */
  code: 1 | 3 | 4 | 5 | 6;
  /** payinfo `message`: the client branches on it. */
  message: 'bankpay' | 'alipay' | 'wxpay' | 'usdtpay';
  /** payinfo info.paytype. */
  label: string;
  /** gettransrecord pay_way. */
  record: string;
  /** The pay_channels row it uses; null for the bank transfer. */
  channel: ChannelWay | null;
}

export const PAY_WAYS: Record<'bank' | 'alipay' | 'wxpay' | 'usdtTrc20' | 'usdtErc20', PayWay> = {
  bank: { code: 1, message: 'bankpay', label: '银行转账支付', record: '银行卡', channel: null },
  alipay: { code: 3, message: 'alipay', label: '支付宝扫码支付', record: '支付宝', channel: 'alipay' },
  wxpay: { code: 4, message: 'wxpay', label: '微信扫码支付', record: '微信', channel: 'wechat' },
  usdtTrc20: { code: 5, message: 'usdtpay', label: 'USDT扫码支付', record: 'USDT-TRC20', channel: 'usdt-trc20' },
  usdtErc20: { code: 6, message: 'usdtpay', label: 'USDT扫码支付', record: 'USDT-ERC20', channel: 'usdt-erc20' },
};

/** Legacy pay_way 10: a deposit bonus (listed among deposits as 充值赠送). */
export const GIFT_PAY_WAY_LABEL = '充值赠送';

export function payWayByCode(code: number): PayWay | null {
  return Object.values(PAY_WAYS).find((w) => w.code === code) ?? null;
}

export function isUsdt(way: PayWay): boolean {
  return way.code === 5 || way.code === 6;
}

export interface ChannelRow {
  id: number;
  way: ChannelWay;
  name: string;
  mch_id: string;
  content: string;
  min_price: unknown;
  max_price: unknown;
  state: number;
}

export async function findChannel(q: Queryable, way: ChannelWay): Promise<ChannelRow | null> {
  return one<ChannelRow>(q, 'SELECT * FROM pay_channels WHERE way = $1', [way]);
}

export async function channelById(q: Queryable, id: number): Promise<ChannelRow | null> {
  return one<ChannelRow>(q, 'SELECT * FROM pay_channels WHERE id = $1', [id]);
}

/** GET /api/get_pay_way: 1 = enabled, keys in the legacy order (the client picks the first 1). */
export async function payWayFlags(
  q: Queryable,
): Promise<WirePayWays & { wechat: number; usdt: number; alipay: number; card: number }> {
  const rows = await q.query<{ way: ChannelWay }>('SELECT way FROM pay_channels WHERE state = 1');
  const on = new Set(rows.map((r) => r.way));
  return {
    wechat: on.has('wechat') ? 1 : 0,
    usdt: on.has('usdt-trc20') || on.has('usdt-erc20') ? 1 : 0,
    alipay: on.has('alipay') ? 1 : 0,
    card: (await hasPayBank(q)) ? 1 : 0,
  };
}

export interface Range {
  min: bigint;
  max: bigint;
}

/** A way's amount range in cents: the bank way from the settings, QR ways from their channel. */
export async function rangeOf(q: Queryable, way: PayWay, settings: MoneySettings): Promise<Range | null> {
  if (!way.channel) return { min: settings.bankDepositMin, max: settings.bankDepositMax };
  const channel = await findChannel(q, way.channel);
  return channel ? { min: toCents(channel.min_price), max: toCents(channel.max_price) } : null;
}

/** /api/getPayRange `type`: bank | wechat | alipay | usdt-erc20 | usdt-trc20 (wxpay accepted). */
export function wayOfRangeType(type: string): PayWay | null {
  switch (type.trim().toLowerCase()) {
    case 'bank':
    case 'card':
      return PAY_WAYS.bank;
    case 'wechat':
    case 'wxpay':
      return PAY_WAYS.wxpay;
    case 'alipay':
      return PAY_WAYS.alipay;
    case 'usdt-trc20':
    case 'usdt':
      return PAY_WAYS.usdtTrc20;
    case 'usdt-erc20':
      return PAY_WAYS.usdtErc20;
    default:
      return null;
  }
}
