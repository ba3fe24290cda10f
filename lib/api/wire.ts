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
import type { BetPlaced, BetRecord } from './types';
import type { WireBetRecord, WireLotteryOrderResult } from './wire-types';

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

/** POST /api/lotteryOrder answer: data {balance, notice}; older servers send data [] or only the balance. */
export function toBetPlaced(w: WireLotteryOrderResult | unknown, message: string): BetPlaced {
  const d = isObject(w) ? w : {};
  return { balance: present(d.balance) ? toCents(d.balance) : null, notice: str(d.notice).trim(), message: str(message) };
}

/* ---- Lottery issue: rooms, rounds, draws, chat (CONTRACT §4, docs/LOTTERY.md) ---- */
// Imported here, beside their normalisers, so parallel edits of this file do not meet in the header.
import type {
  ChatMessage, DrawResult, LotteryInfo, LotteryRoom, LotteryType, PlayGroup, PlayOption, RoundState,
} from './types';
import type {
  WireChatMessage, WireDraw, WireDrawExtend, WireLottery, WireLotteryRoom, WireNowData, WirePlayGroup, WirePlayOption,
} from './wire-types';

/** 1 stays 1; anything else is the PC28-style type 2 (the contract's first example). */
export const toLotteryType = (v: unknown): LotteryType => (int(v) === 1 ? 1 : 2);

/** A value that may be missing: '', null and undefined become null, the rest an integer. */
const optionalInt = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? Math.trunc(v) : null;
  const s = str(v).trim();
  // Strict: parseInt would read "3+8+5" as 3.
  return /^-?\d+(\.\d+)?$/.test(s) ? Math.trunc(Number(s)) : null;
};

/** Hex as docs/LOTTERY.md writes it (lower case); anything else is treated as absent. */
const toHex = (v: unknown): string | null => {
  const s = str(v).trim().toLowerCase();
  return /^[0-9a-f]+$/.test(s) && s.length % 2 === 0 ? s : null;
};

const numberList = (v: unknown): number[] | null => {
  if (!Array.isArray(v)) return null;
  const list = v.map(optionalInt);
  return list.every((n): n is number => n !== null) ? list : null;
};

export function toLottery(w: WireLottery): LotteryInfo {
  return {
    id: int(w.id),
    title: str(w.title),
    type: toLotteryType(w.type),
    logo: assetUrl(str(w.logo)),
    roomCount: optionalInt(w.room_count),
  };
}

/**
 * "3,8,5" → {normals: [3,8,5]}; "05,12,19,23,37,41+08" → {normals: [5,…,41], special: 8}.
 * A trailing "=16" (a sum some builds append) is ignored.
 */
export function parseDrawNumber(text: unknown): { normals: number[]; special: number | null } | null {
  const s = str(text).split('=')[0].trim();
  if (!s) return null;
  const [main, extra] = s.split('+').length === 2 ? s.split('+') : [s, undefined];
  const normals = main.split(/[,，\s]+/).filter(Boolean).map(optionalInt);
  if (normals.length === 0 || normals.some((n) => n === null)) {
    // "3+8+5": a type 2 result written with plus signs.
    const parts = s.split(/[+,，\s]+/).filter(Boolean).map(optionalInt);
    return parts.length > 0 && parts.every((n) => n !== null) ? { normals: parts as number[], special: null } : null;
  }
  const special = extra === undefined ? null : optionalInt(extra);
  return { normals: normals as number[], special };
}

const TYPE2_LABELS: (keyof WireDrawExtend)[] = ['big_small', 'odd_even', 'combo', 'extreme', 'shape', 'color'];
const TYPE1_LABELS: (keyof WireDrawExtend)[] = ['special_big_small', 'special_odd_even', 'special_color'];

export function toDrawResult(w: WireDraw, type: LotteryType): DrawResult {
  const ext: WireDrawExtend = isObject(w.extend) ? w.extend : {};
  const parsed = parseDrawNumber(w.number);
  const labels = [...new Set((type === 1 ? TYPE1_LABELS : TYPE2_LABELS).map((k) => str(ext[k]).trim()).filter(Boolean))];
  if (type === 1) {
    const normals = numberList(ext.normals) ?? parsed?.normals ?? [];
    const special = optionalInt(ext.special) ?? parsed?.special ?? null;
    return { expect: str(w.expect), numbers: normals, special, sum: null, labels, openTime: parseBeijing(w.opentime), hash: toHex(w.hash), seed: toHex(w.seed) };
  }
  const numbers = numberList(ext.numbers) ?? parsed?.normals ?? [];
  const computed = numbers.length > 0 ? numbers.reduce((a, b) => a + b, 0) : null;
  return {
    expect: str(w.expect),
    numbers,
    special: null,
    sum: optionalInt(ext.sum) ?? optionalInt(w.sum) ?? computed,
    labels,
    openTime: parseBeijing(w.opentime),
    hash: toHex(w.hash),
    seed: toHex(w.seed),
  };
}

/** Round numbers are digit strings: newer (longer, then larger) first. */
const byExpectDesc = (a: DrawResult, b: DrawResult) => b.expect.length - a.expect.length || (a.expect < b.expect ? 1 : a.expect > b.expect ? -1 : 0);

export function toDrawList(w: unknown, type: LotteryType): DrawResult[] {
  return toList<WireDraw, DrawResult>(Array.isArray(w) ? w.filter(isObject) : [], (x) => toDrawResult(x, type))
    .filter((d) => d.expect !== '')
    .sort(byExpectDesc);
}

/** `receivedAt` is the monotonic clock reading when the answer arrived (the countdown's base). */
export function toRoundState(w: WireNowData | null | undefined, type: LotteryType, receivedAt: number): RoundState {
  const n: Partial<WireNowData> = isObject(w) ? w : {};
  return {
    expect: str(n.expect),
    nextExpect: str(n.nextexpect),
    timeoutS: int(n.timeout),
    receivedAt,
    nextHash: toHex(n.next_hash),
    last: isObject(n.last) && str(n.last.expect) !== '' ? toDrawResult(n.last, type) : null,
  };
}

export function toPlayOption(w: WirePlayOption): PlayOption {
  return { id: int(w.id), title: str(w.playtitle).trim(), odds: str(w.odds).trim() };
}

export function toPlayGroup(w: WirePlayGroup): PlayGroup {
  return {
    id: int(w.id),
    name: str(w.name),
    descHtml: str(w.desc),
    special: flag(w.special),
    options: toList<WirePlayOption, PlayOption>(Array.isArray(w.childrens) ? w.childrens.filter(isObject) : [], toPlayOption),
  };
}

let localChatId = 0;

export function toChatMessage(w: WireChatMessage): ChatMessage {
  const id = optionalInt(w.id);
  return {
    // Frames without an id still need a unique key; negative ids never meet server ids.
    id: id ?? --localChatId,
    userId: optionalInt(w.user_id),
    author: str(w.author),
    avatar: assetUrl(str(w.avatar || w.headurl)),
    content: str(w.content),
    system: flag(w.sysmsg),
    order: w.order === undefined || w.order === null || w.order === '' ? 1 : int(w.order) === 0 ? 0 : 1,
    time: parseBeijing(w.time ?? w.created_at),
  };
}

export function toChatList(w: unknown): ChatMessage[] {
  return toList<WireChatMessage, ChatMessage>(Array.isArray(w) ? w.filter(isObject) : [], toChatMessage);
}

/** GET /api/lotteryRoom?room_id. `receivedAt`: see toRoundState. */
export function toLotteryRoom(w: WireLotteryRoom | null | undefined, receivedAt: number): LotteryRoom {
  const r: Partial<WireLotteryRoom> = isObject(w) ? w : {};
  const lottery: Partial<WireLotteryRoom['lottery']> = isObject(r.lottery) ? r.lottery : {};
  const type = toLotteryType(lottery.type);
  const optionalCents = (v: unknown) => (v === undefined || v === null || v === '' ? null : toCents(v));
  return {
    id: int(r.id),
    title: str(r.title || r.name),
    ftime: Math.max(0, int(r.ftime)),
    lottery: { id: int(lottery.id), title: str(lottery.title), type },
    round: toRoundState(lottery.nowdata, type, receivedAt),
    history: toDrawList(lottery.openlist, type),
    chat: toChatList(r.chatdata),
    playGroups: toList<WirePlayGroup, PlayGroup>(Array.isArray(r.playbox) ? r.playbox.filter(isObject) : [], toPlayGroup),
    minBet: optionalCents(r.min_bet),
    maxBet: optionalCents(r.max_bet),
  };
}
