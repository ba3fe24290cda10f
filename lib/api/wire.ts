/**
 * The edge: wire values (CONTRACT.md §2.5) become UI types here, once.
 * Every function tolerates the legacy servers' looseness: strings or numbers,
 * missing keys, `data` as "", [] or null.
 */
import { toCents } from '@/lib/money';
import { parseBeijing } from '@/lib/time';
import { assetUrl } from '@/lib/config';
import type {
  WireAppInfo, WireBanner, WireGame, WireLoginData, WireLotteryRoomSummary, WireNotice, WirePaginator, WireUser,
} from './wire-types';
import type { AppInfo, Banner, Game, LoginResult, LotteryRoomSummary, Notice, Page, User } from './types';

export const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
export const int = (v: unknown, fallback = 0): number => {
  const n = typeof v === 'number' ? v : parseInt(str(v), 10);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};
/** "1", 1, true → true; "0", 0, "", null → false. */
export const flag = (v: unknown): boolean => v === true || int(v) === 1;
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** VIP level: the text after 'P' in current_vip wins over `vip` (SPEC §3). */
export function vipLevel(w: Pick<WireUser, 'vip' | 'current_vip'>): number {
  const m = /P(\d+)/i.exec(str(w.current_vip));
  const level = m ? int(m[1]) : int(w.vip, 1);
  return Math.min(10, Math.max(1, level || 1));
}

export function toUser(w: WireUser): User {
  return {
    id: w.id === undefined || w.id === null ? null : int(w.id),
    username: str(w.username),
    realname: str(w.realname),
    avatar: assetUrl(str(w.avatar)),
    balance: toCents(w.balance),
    gameBalance: toCents(w.gameblance),
    rebate: toCents(w.fanshui),
    paysum: toCents(w.paysum),
    totalGame: toCents(w.totalgame),
    vip: vipLevel(w),
    joinDays: int(w.joinday),
    isAgent: flag(w.isagent),
    mobile: str(w.mobile),
    email: str(w.email),
    birthday: str(w.birthday),
    autoTransfer: flag(w.transferstatus),
    usdtRate: str(w.usdtrate),
    withdrawUsdtRate: str(w.withdrawusdtrate),
    feeErc20: str(w.withdrawcashfee),
    feeTrc20: str(w.withdrawfeeusdttrc),
    isTrial: flag(w.is_trial),
  };
}

export function toAppInfo(w: WireAppInfo | null | undefined): AppInfo {
  const a = isObject(w) ? w : {};
  return {
    title: str(a.title),
    // Newer builds show maintenance only for 0/'0'; an empty value must not blank the app.
    siteOpen: !(a.site_state === 0 || a.site_state === '0'),
    repairTips: str(a.repair_tips),
    redPacketOn: flag(a.redpacket_switch),
    indexModal: flag(a.index_modal),
    webContent: str(a.webcontent),
    siteLogo: assetUrl(str(a.site_logo)),
    h5Url: str(a.h5_url),
    iosDownloadUrl: str(a.ios_download_url),
    iosDownloadQr: assetUrl(str(a.ios_download_qrcode)),
    trialEnabled: a.trial_enabled === undefined ? null : flag(a.trial_enabled),
  };
}

export function toLogin(w: WireLoginData | null | undefined): LoginResult | null {
  if (!isObject(w)) return null;
  const token = str(w.api_token || w.token);
  return token ? { token, username: str(w.username) } : null;
}

/** A legacy paginator, or a bare array (some servers skip paging), into Page<Row>. */
export function toPage<W, R>(w: WirePaginator<W> | W[] | null | undefined, row: (x: W) => R, page = 1): Page<R> {
  if (Array.isArray(w)) return { page, lastPage: page, total: w.length, rows: w.map(row) };
  if (!isObject(w)) return { page, lastPage: page, total: 0, rows: [] };
  const rows = Array.isArray(w.data) ? w.data.map(row) : [];
  return {
    page: int(w.current_page, page) || page,
    lastPage: Math.max(1, int(w.last_page, page)),
    total: int(w.total, rows.length),
    rows,
  };
}

export const toList = <W, R>(w: unknown, row: (x: W) => R): R[] => (Array.isArray(w) ? (w as W[]).map(row) : []);

export function toBanner(w: WireBanner): Banner {
  return { src: assetUrl(str(w.src)), background: str(w.background), url: str(w.url), title: str(w.title) };
}

export function toNotice(w: WireNotice): Notice {
  return { id: int(w.id), title: str(w.title), content: str(w.content), createdAt: parseBeijing(w.created_at) };
}

export function toGame(w: WireGame): Game {
  return {
    name: str(w.name || w.gamename || w.platform_name),
    platform: str(w.platform_name || w.catecode),
    category: str(w.category_id),
    gameCode: str(w.game_code || w.gamecode),
    image: assetUrl(str(w.mobile_img || w.gamepic || w.api_logo_img || w.check_yes_img)),
  };
}

/** SPEC §9: only games with app_state 1 are shown. */
export const isShownGame = (w: WireGame): boolean => int(w.app_state) === 1;

/** POST /api/homenotice: plain strings; tolerate article objects ({name|title}) from other builds. */
export function toHomeNotices(w: unknown): string[] {
  if (!Array.isArray(w)) return [];
  return w
    .map((x) => (isObject(x) ? str(x.name ?? x.title) : str(x)).trim())
    .filter((x) => x.length > 0);
}

/** The url of /api/getservicerurl, /api/getAgentLoginUrl; '' when absent. */
export function toUrl(w: unknown): string {
  return isObject(w) ? str(w.url).trim() : typeof w === 'string' ? w.trim() : '';
}

export function toRoomSummary(w: WireLotteryRoomSummary): LotteryRoomSummary {
  const optionalCents = (v: unknown) => (v === undefined || v === null || v === '' ? null : toCents(v));
  return {
    id: int(w.id),
    title: str(w.title || w.name),
    online: w.online === undefined || w.online === null || w.online === '' ? null : int(w.online),
    minBet: optionalCents(w.min_bet),
    maxBet: optionalCents(w.max_bet),
  };
}

/* ---- Money issue: wallet, transfer, deposit ---- */
// Imported here, beside their normalisers, so parallel edits of this file do not meet in the header.
import type { VenueBalance } from './types';

/**
 * POST /api/balancelist: a bare array in legacy; tolerate a wrapped list ({list}/{data}) and
 * rows without a platname (dropped: nothing can be transferred to them).
 */
export function toVenueBalances(w: unknown): VenueBalance[] {
  const rows = Array.isArray(w) ? w : isObject(w) ? (Array.isArray(w.list) ? w.list : Array.isArray(w.data) ? w.data : []) : [];
  return (rows as unknown[])
    .filter(isObject)
    .map((r) => ({
      platname: str(r.platname ?? r.api_type ?? r.platform_name).trim(),
      name: str(r.name ?? r.title ?? r.platname),
      balance: toCents(r.balance),
    }))
    .filter((r) => r.platname !== '');
}

/* ---- Money issue: cards, withdrawal, account records ---- */
// Imported here, beside their normalisers, so parallel edits of this file do not meet in the header.
import type { Bank, CardKind, SavedCard, TransRecord, UsdtProtocol } from './types';
import type { WireBank, WireCard, WireTransRecord } from './wire-types';

/** 'erc20', 'ERC-20' → ERC20; anything else (including nothing) is the default TRC20. */
export function toProtocol(v: unknown): UsdtProtocol {
  return /erc/i.test(str(v)) ? 'ERC20' : 'TRC20';
}

/** The last 4 characters of a card number or address (spaces ignored); the only part screens show. */
export function lastFour(v: unknown): string {
  return str(v).replace(/\s+/g, '').slice(-4);
}

/** POST /api/getcard row. `kind` is what was asked for: the row itself does not say. */
export function toCard(w: WireCard, kind: CardKind): SavedCard {
  const number = str(w.bank_no).trim();
  return {
    id: int(w.id),
    kind,
    bank: str(w.bank).trim(),
    owner: str(w.bank_owner).trim(),
    number,
    last4: lastFour(number) || lastFour(w.bank_not),
    branch: str(w.bank_address).trim(),
    icon: assetUrl(str(w.ico)),
    // The protocol lives in bank_owner (and is copied into bank_address) for USDT entries.
    protocol: kind === 'usdt' ? toProtocol(str(w.bank_owner) || str(w.bank_address)) : null,
  };
}

export function toBank(w: WireBank): Bank {
  return { id: int(w.id), name: str(w.bank_name).trim(), icon: assetUrl(str(w.ico)) };
}

/** POST /api/gettransrecord row: withdrawals carry `amount` (= |real_money|); older rows only real_money. */
export function toTransRecord(w: WireTransRecord): TransRecord {
  const amount = w.amount === undefined || w.amount === null || w.amount === '' ? w.real_money : w.amount;
  const cents = toCents(amount);
  return {
    orderNo: str(w.out_trade_no),
    amount: (cents < 0 ? -cents : cents) as TransRecord['amount'],
    payWay: str(w.pay_way),
    state: int(w.state, -1),
    createdAt: parseBeijing(w.created_at),
  };
}

/* ---- Money issue: deposit ---- */
import type { Cents } from '@/lib/money';
import type { PayChannel, PayInfo, PayWayKey, ReceivingAccount } from './types';
import type { WirePayBank, WirePayChannel, WirePayInfo } from './wire-types';

const PAY_WAY_KEYS: readonly PayWayKey[] = ['bank', 'usdt', 'wechat', 'alipay', 'rengong'];

/**
 * GET /api/get_pay_way flags → the ways offered, in SPEC order. `card` is the bank way
 * (CONTRACT); `bank` is accepted too. Manual (rengong) is always added, as the legacy client does.
 */
export function toPayWays(w: unknown): PayWayKey[] {
  const f = isObject(w) ? w : {};
  const on: Record<PayWayKey, boolean> = {
    bank: flag(f.card) || flag(f.bank),
    usdt: flag(f.usdt),
    wechat: flag(f.wechat) || flag(f.wxpay),
    alipay: flag(f.alipay),
    rengong: true,
  };
  return PAY_WAY_KEYS.filter((k) => on[k]);
}

/** ANY /api/getPayRange: strings ("100.00") or numbers; 0 means unset. */
export function toPayRange(w: unknown): { min: Cents; max: Cents } {
  const r = isObject(w) ? w : {};
  return { min: toCents(r.min_price), max: toCents(r.max_price) };
}

/**
 * POST /api/recharge: the deposit number is the `message` (CONTRACT); newer servers also put it
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
    usdtAmount: kind === 'usdtpay' && info.real_money !== undefined && info.real_money !== null ? str(info.real_money) : '',
    usdtRate: str(info.usdtrate),
    createdAt: parseBeijing(info.created_at),
    state: int(info.state),
    channel: isObject(list) ? toPayChannel(list as WirePayChannel) : null,
    banks: Array.isArray(list) ? list.filter(isObject).map((x) => toReceivingAccount(x as WirePayBank)) : [],
    sandboxUrl: str(d.sandbox_url).trim(),
  };
}

/* ---- Lottery issue: bet records and placed bets ---- */
// Imported here, beside their normalisers, so parallel edits of this file do not meet in the header.
import type { BetRecord } from './types';
import type { WireBetRecord } from './wire-types';

const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/**
 * POST /api/betrecord row. Legacy servers send bet_time only (the legacy client printed a
 * created_at that never came); money as strings or numbers; plays may be missing (then Code).
 */
export function toBetRecord(w: WireBetRecord): BetRecord {
  const platform = str(w.Code).trim() || str(w.platform_type).trim();
  return {
    betId: str(w.bet_id).trim(),
    platform,
    plays: str(w.plays).trim() || platform,
    amount: toCents(w.bet_amount),
    winLoss: toCents(w.win_loss),
    status: int(w.status, -1),
    createdAt: parseBeijing(present(w.created_at) ? w.created_at : w.bet_time),
  };
}
