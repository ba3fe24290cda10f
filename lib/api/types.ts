import type { Cents } from '@/lib/money';
import type { DownlineDirection } from '@/contract/records/rules';
import type { Extension } from '@/contract/common/extensions';
import type { Protection } from '@/lib/member/user';

/** Clean UI types: what screens see after lib/api/normalise/* has normalised the wire. */

/** The member; the session keeps it, so it lives beside the member rules (lib/member/user.ts). */
export type { Protection, User } from '@/lib/member/user';

export interface AppInfo {
  title: string;
  siteOpen: boolean;
  repairTips: string;
  redPacketOn: boolean;
  indexModal: boolean;
  webContent: string;
  siteLogo: string;
  h5Url: string;
  iosDownloadUrl: string;
  iosDownloadQr: string;
  /** '' when the operator set none. */
  androidDownloadUrl: string;
  /** The discover page's 大舞台 link; '' when unset. */
  bigStageUrl: string;
  /** The sponsor pages of /zhanzhuye?type=1|2 (reference server: sponsor_url_1/2); '' when unset. */
  sponsorUrls: Record<1 | 2, string>;
  /** null = the server did not say (operator servers); the runtime config decides. */
  trialEnabled: boolean | null;
  /** The operator's VIP rules page for /iframepage; '' = none. */
  vipPageUrl: string;
  /** The reference server's demo site (site_mode "demo"): the app shows the 演示站 mark. */
  demoSite: boolean;
  /** What the back end offers beyond the legacy servers (lib/api/backend.ts); [] = a legacy back end. */
  extensions: Extension[];
}

export interface Page<Row> {
  page: number;
  lastPage: number;
  total: number;
  rows: Row[];
}

export interface Banner {
  src: string;
  background: string;
  url: string;
  title: string;
}

export interface Game {
  name: string;
  platform: string;
  category: string;
  gameCode: string;
  image: string;
}

export interface LoginResult {
  token: string;
  username: string;
  /** The member id when the answer carried one (legacy logins do not). */
  id: number | null;
  /** The member's restriction when the answer carried one (docs/API.md#protection); null = open. */
  protection: Protection | null;
}

/** A room offered by the hall's room popup (POST /api/lotteryRoom {name}). */
export interface LotteryRoomSummary {
  id: number;
  title: string;
  /** Players in the room, when the server says. */
  online: number | null;
  minBet: Cents | null;
  maxBet: Cents | null;
}

/* ---- Money: wallet, transfer, deposit ---- */

/** One venue wallet of /api/balancelist. */
export interface VenueBalance {
  platname: string;
  name: string;
  balance: Cents;
}

/** The balances a money answer carried; null where it did not say (lib/api/normalise/wallet.ts). */
export interface MoneyMoved {
  balance: Cents | null;
  venue: { platname: string; balance: Cents } | null;
}

/** A money call's answer: the server's message and the balances it carried. */
export interface MoneyAnswer {
  message: string;
  moved: MoneyMoved;
}

/* ---- Money: cards, withdrawal, account records ---- */

/** A withdrawal destination: a bank card or a USDT address. */
export type CardKind = 'bank' | 'usdt';
export type UsdtProtocol = 'TRC20' | 'ERC20';

/** A saved card of /api/getcard. */
export interface SavedCard {
  id: number;
  kind: CardKind;
  /** Bank name ('USDT' for an address). */
  bank: string;
  /** Cardholder (a USDT entry carries its protocol here on the wire; see `protocol`). */
  owner: string;
  /** Full card number or address; screens show only `last4`. */
  number: string;
  last4: string;
  branch: string;
  icon: string;
  /** USDT only. */
  protocol: UsdtProtocol | null;
}

/** A bank of /api/banklist. */
export interface Bank {
  id: number;
  name: string;
  icon: string;
}

/** One row of /api/gettransrecord. */
export interface TransRecord {
  orderNo: string;
  amount: Cents;
  /** Channel, protocol or venue name, as the server words it. */
  payWay: string;
  state: number;
  /** epoch ms, shown in Beijing time */
  createdAt: number | null;
  /** 下级转账 (type 7) only: out = the agent paid, in = the member was paid; null on every other row. */
  direction: DownlineDirection | null;
  /** 下级转账 only: the other side as the server names it (the downline in full, the agent masked). */
  counterparty: string;
}

/** A way offered on /recharge (get_pay_way flags, plus the always-offered manual way). */
export type PayWayKey = 'bank' | 'usdt' | 'wechat' | 'alipay' | 'rengong';

/** A receiving account of /api/getpaybank (and of /api/payinfo for bank deposits). */
export interface ReceivingAccount {
  id: number;
  bankName: string;
  owner: string;
  number: string;
  branch: string;
  icon: string;
}

/** The QR/address channel of /api/payinfo for the non-bank ways. */
export interface PayChannel {
  /** Address (USDT) or account, shown with a copy button. */
  account: string;
  /** Protocol text for USDT (TRC20/ERC20). */
  protocol: string;
  qrImage: string;
}

/** /api/payinfo, normalised. */
export interface PayInfo {
  depositNo: string;
  /** The `message` of the answer: bankpay, usdtpay, alipay, wxpay, ebpay. */
  kind: string;
  /** The Chinese label (info.paytype), e.g. USDT扫码支付. */
  payType: string;
  amount: Cents;
  /** USDT due (real_money) for usdtpay, as the server rounded it; '' otherwise. */
  usdtAmount: string;
  usdtRate: string;
  /** epoch ms (created_at read as Beijing time) */
  createdAt: number | null;
  /** 1 pending, 2 approved (paid), 3 rejected; 0 unknown. */
  state: number;
  channel: PayChannel | null;
  banks: ReceivingAccount[];
  /** Demo server only: its sandbox payment page. */
  sandboxUrl: string;
}

/* ---- Lottery: bet records (/api/betrecord) and placed bets (/api/lotteryOrder) ---- */

/** One row of /api/betrecord. */
export interface BetRecord {
  betId: string;
  /** The platform's Chinese name (wire: Code). */
  platform: string;
  /** What was played; the platform name when the server does not say. */
  plays: string;
  amount: Cents;
  /** Signed: payout minus stake once settled. */
  winLoss: Cents;
  /** 0 无效注单, 1 已结算, 2 未结算. */
  status: number;
  /** epoch ms (created_at, else bet_time, read as Beijing time) */
  createdAt: number | null;
}

/** The answer of a placed bet: the new central balance and the bet notice text for the chat. */
export interface BetPlaced {
  /** null when the server did not send it (the balance poll catches up). */
  balance: Cents | null;
  notice: string;
  message: string;
}

/* ---- Lottery: rooms, rounds, draws, chat ---- */

/** 1 = six numbers plus a special (1–49); 2 = sum of three digits (PC28 style). */
export type LotteryType = 1 | 2;

/** A lottery of /api/lotteryList. */
export interface LotteryInfo {
  id: number;
  title: string;
  type: LotteryType;
  logo: string;
  roomCount: number | null;
}

/** One draw (nowdata.last or an openlist row). */
export interface DrawResult {
  expect: string;
  /** Type 2: the three digits; type 1: the six normal numbers, in the order drawn. */
  numbers: number[];
  /** Type 1: the special number; null for type 2. */
  special: number | null;
  /** Type 2: a + b + c; null for type 1. */
  sum: number | null;
  /** The extended fields worth showing (大, 双, 大双, 极大, 豹子, 红波 …), in display order. */
  labels: string[];
  /** epoch ms of the draw (read as Beijing time); null when the server did not say. */
  openTime: number | null;
  /** docs/LOTTERY.md commitment and revealed seed; null on servers without provable draws. */
  hash: string | null;
  seed: string | null;
}

/** The round as the server saw it when the room data arrived. */
export interface RoundState {
  /** The last drawn round. */
  expect: string;
  /** The open round (bets go to it). */
  nextExpect: string;
  /** Seconds until `nextExpect` draws, as read at `receivedAt`. */
  timeoutS: number;
  /** performance.now() when `timeoutS` was read: the countdown is re-based on it. */
  receivedAt: number;
  /** SHA-256 commitment of the round `nextExpect`; null when the server did not send one. */
  nextHash: string | null;
  last: DrawResult | null;
}

export interface PlayOption {
  id: number;
  title: string;
  /** Exact decimal text as the server sent it ("1.98"); never parsed into a float. */
  odds: string;
}

export interface PlayGroup {
  id: number;
  name: string;
  /** Server html: render through RichText (sanitised) only. */
  descHtml: string;
  /** true: a number grid (docs/LOTTERY.md says how the options map onto it). */
  special: boolean;
  options: PlayOption[];
}

export interface ChatMessage {
  /** Server id; frames without one get a local negative id so React keys stay unique. */
  id: number;
  userId: number | null;
  author: string;
  avatar: string;
  /** Plain text: rendered as text, never as HTML. */
  content: string;
  system: boolean;
  /** 1 chat, 0 bet notice. */
  order: 0 | 1;
  /** epoch ms (read as Beijing time); null when absent. */
  time: number | null;
}

/** GET /api/lotteryRoom?room_id, normalised. */
export interface LotteryRoom {
  id: number;
  title: string;
  /** Seconds before the draw when betting closes. */
  ftime: number;
  lottery: { id: number; title: string; type: LotteryType };
  round: RoundState;
  /** Newest first. */
  history: DrawResult[];
  chat: ChatMessage[];
  playGroups: PlayGroup[];
  minBet: Cents | null;
  maxBet: Cents | null;
}
