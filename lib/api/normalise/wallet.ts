/**
 * The wallet: venue balances and deposits (pay ways, ranges, receiving accounts, payment info).
 * Wire values become UI types here, once, tolerating the legacy servers' looseness
 * (strings or numbers, missing keys, `data` as "", [] or null).
 */
import { toCents } from '@/lib/money';
import type { Cents } from '@/lib/money';
import { parseBeijing } from '@/lib/time';
import { assetUrl } from '@/lib/config';
import { flag, int, isObject, present, str } from './scalars';
import type { MoneyMoved, PayChannel, PayInfo, PayWayKey, ReceivingAccount, VenueBalance } from '../types';
import type { WirePayBank, WirePayChannel, WirePayInfo } from '@/contract/money/schemas';

/**
 * POST /api/balancelist: a bare array in legacy; tolerate a wrapped list ({list}/{data}) and
 * rows without a platname (dropped: nothing can be transferred to them).
 */
export function toVenueBalances(w: unknown): VenueBalance[] {
  const rows = Array.isArray(w)
    ? w
    : isObject(w)
      ? Array.isArray(w.list)
        ? w.list
        : Array.isArray(w.data)
          ? w.data
          : []
      : [];
  return (rows as unknown[])
    .filter(isObject)
    .map((r) => ({
      platname: str(r.platname ?? r.api_type ?? r.platform_name).trim(),
      name: str(r.name ?? r.title ?? r.platname),
      balance: toCents(r.balance),
    }))
    .filter((r) => r.platname !== '');
}

/**
 * The balances a money answer carries (docs/API.md#transfer, #withdraw, #transall): the reference
 * server's transfer sends `{balance, platname, venue_balance}`, its withdrawal `{balance, …}`; a
 * legacy transfer sends `{balance}` as a number, a legacy withdrawal `[]` and a recycle `""`.
 * What is absent is null, so the caller reads only that.
 */
export function toMoneyMoved(w: unknown): MoneyMoved {
  const d = isObject(w) ? w : {};
  const platname = str(d.platname).trim();
  return {
    balance: present(d.balance) ? toCents(d.balance) : null,
    venue: platname && present(d.venue_balance) ? { platname, balance: toCents(d.venue_balance) } : null,
  };
}

/**
 * The ways in the documented order (docs/API.md#get_pay_way), each with the flags of /api/get_pay_way
 * that turn it on (any one); null: always offered. `card` is the bank way (the wire name); `bank` is
 * accepted too. Manual (rengong) is always added, as the legacy client does. The first paint's
 * filler reads the same table (lib/router/first-script/recharge.ts).
 */
export const PAY_WAY_FLAGS: readonly (readonly [way: PayWayKey, flags: readonly string[] | null])[] = [
  ['bank', ['card', 'bank']],
  ['usdt', ['usdt']],
  ['wechat', ['wechat', 'wxpay']],
  ['alipay', ['alipay']],
  ['rengong', null],
];

/** GET /api/get_pay_way flags → the ways offered, in PAY_WAY_FLAGS' order. */
export function toPayWays(w: unknown): PayWayKey[] {
  const f = isObject(w) ? w : {};
  return PAY_WAY_FLAGS.filter(([, flags]) => flags === null || flags.some((k) => flag(f[k]))).map(([way]) => way);
}

/** ANY /api/getPayRange: strings ("100.00") or numbers; 0 means unset. */
export function toPayRange(w: unknown): { min: Cents; max: Cents } {
  const r = isObject(w) ? w : {};
  return { min: toCents(r.min_price), max: toCents(r.max_price) };
}

/**
 * POST /api/recharge: the deposit number is the `message` (docs/API.md#recharge); newer servers also put it
 * in data.out_trade_no, which wins when present because a message may be plain text.
 */
export function toDepositNo(data: unknown, message: string): string {
  const d = isObject(data) ? data : {};
  return str(d.out_trade_no ?? d.deposit_no).trim() || str(message).trim();
}

export function toReceivingAccount(w: WirePayBank): ReceivingAccount {
  const bankData = isObject(w.bank_data) ? w.bank_data : {};
  return {
    id: int(w.id),
    bankName: str(bankData.bank_name ?? w.bank_name).trim(),
    owner: str(w.bank_owner).trim(),
    number: str(w.bank_no).trim(),
    branch: str(w.bank_address).trim(),
    icon: assetUrl(str(w.ico)),
  };
}

function toPayChannel(w: WirePayChannel): PayChannel {
  return { account: str(w.mch_id).trim(), protocol: str(w.content).trim(), qrImage: assetUrl(str(w.payimg)) };
}

/** POST /api/payinfo: bank answers carry an array of accounts, QR ways one channel object. */
export function toPayInfo(w: WirePayInfo | null | undefined, message: string): PayInfo {
  const d = isObject(w) ? (w as WirePayInfo) : {};
  const info = isObject(d.info) ? d.info : {};
  const kind = str(message).trim().toLowerCase();
  const list = d.cardlist;
  return {
    depositNo: str(d.deposit_no ?? info.out_trade_no).trim(),
    kind,
    payType: str(info.paytype).trim(),
    amount: toCents(info.amount),
    usdtAmount:
      kind === 'usdtpay' && info.real_money !== undefined && info.real_money !== null ? str(info.real_money) : '',
    usdtRate: str(info.usdtrate),
    createdAt: parseBeijing(info.created_at),
    state: int(info.state),
    channel: isObject(list) ? toPayChannel(list as WirePayChannel) : null,
    banks: Array.isArray(list) ? list.filter(isObject).map((x) => toReceivingAccount(x as WirePayBank)) : [],
    sandboxUrl: str(d.sandbox_url).trim(),
  };
}
