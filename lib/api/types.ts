import type { Cents } from '@/lib/money';

/** Clean UI types: what screens see after lib/api/wire.ts has normalised the wire. */

export interface User {
  id: number | null;
  username: string;
  realname: string;
  avatar: string;
  balance: Cents;
  gameBalance: Cents;
  rebate: Cents;
  paysum: Cents;
  totalGame: Cents;
  /** VIP level 1–10 (from current_vip's text after 'P' when present, SPEC §3). */
  vip: number;
  joinDays: number;
  isAgent: boolean;
  mobile: string;
  email: string;
  birthday: string;
  autoTransfer: boolean;
  usdtRate: string;
  withdrawUsdtRate: string;
  /** ERC20 network fee in USDT (wire: withdrawcashfee). */
  feeErc20: string;
  /** TRC20 network fee in USDT (wire: withdrawfeeusdttrc). */
  feeTrc20: string;
  isTrial: boolean;
}

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
  /** null = the server did not say (operator servers); the runtime config decides. */
  trialEnabled: boolean | null;
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

export interface Notice {
  id: number;
  title: string;
  content: string;
  /** epoch ms, shown in Beijing time */
  createdAt: number | null;
}

export type GameCategory = 'realbet' | 'joker' | 'gaming' | 'sport' | 'lottery' | 'concise' | 'fishing';

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

/* ---- Money issue: wallet, transfer, deposit ---- */

/** One venue wallet of /api/balancelist. */
export interface VenueBalance {
  platname: string;
  name: string;
  balance: Cents;
}

/* ---- Money issue: cards, withdrawal, account records ---- */

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

/* ---- Lottery issue: bet records (/api/betrecord) and placed bets (/api/lotteryOrder) ---- */

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
