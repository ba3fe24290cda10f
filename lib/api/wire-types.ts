/**
 * Wire types: what the platform's servers send and take (SPEC §7 + CONTRACT.md).
 * Shared by both programs: the front end normalises these once in lib/api/wire.ts;
 * the reference server imports them type-only so both sides agree at compile time.
 * Legacy looseness is written into the types on purpose (money as string OR number,
 * config flags as strings, `data` that may be "", [] or null).
 */

/** Decimal money as the wire carries it: "1234.50", "0.00", 0, 35.5. */
export type WireMoney = string | number;
/** `Y-m-d H:i:s` in Beijing time (Asia/Shanghai), never ISO. */
export type WireDateTime = string;
/** A flag that legacy servers send as "1"/"0" strings and newer ones as numbers. */
export type WireFlag = string | number;

/** Every answer. Validation failures (code 1000) carry no `data` key at all. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data?: T | '' | [] | null;
}

/** Legacy Laravel paginator (CONTRACT §2.4). */
export interface WirePaginator<Row> {
  current_page: number;
  data: Row[];
  first_page_url?: string | null;
  from: number | null;
  last_page: number;
  last_page_url?: string | null;
  next_page_url?: string | null;
  path?: string;
  per_page: number | string;
  prev_page_url?: string | null;
  to: number | null;
  total: number;
}

/** POST /api/app */
export interface WireAppInfo {
  title?: string;
  site_state?: WireFlag;
  repair_tips?: string;
  redpacket_switch?: WireFlag;
  index_modal?: WireFlag;
  webcontent?: string;
  site_logo?: string;
  h5_url?: string;
  ios_download_url?: string;
  ios_download_qrcode?: string;
  fanshui?: WireFlag;
  /** Reference server only: whether POST /api/trial issues guest accounts. */
  trial_enabled?: WireFlag;
  [extra: string]: unknown;
}

/** POST /api/login_pc, /api/register, /api/trial */
export interface WireLoginData {
  api_token: string;
  username?: string;
  id?: number;
  token?: string;
  user_id?: number;
  isagent?: number;
}

/** POST /api/login_pc body */
export interface LoginBody {
  name: string;
  password: string;
}

/** POST /api/register body */
export interface RegisterBody {
  realname: string;
  name: string;
  password: string;
  confirmPass: string;
  code: string;
  paypassword: string;
  pid?: string | number;
}

/** POST /api/user and /api/refreshusermoney (full shape). Legacy has no `id`. */
export interface WireUser {
  id?: number;
  api_token?: string;
  username: string;
  realname?: string | null;
  avatar?: string | null;
  balance: WireMoney;
  gameblance?: WireMoney;
  fanshui?: WireMoney;
  paysum?: WireMoney;
  totalgame?: WireMoney;
  vip?: number | string;
  level?: number;
  current_vip?: string;
  next_vip?: string;
  vipname?: string;
  joinday?: number | string;
  isagent?: number | string;
  mobile?: string | null;
  email?: string | null;
  birthday?: string | null;
  transferstatus?: number | string;
  usdtrate?: WireMoney;
  withdrawusdtrate?: WireMoney;
  withdrawcashfee?: WireMoney;
  withdrawfeeusdttrc?: WireMoney;
  /** Reference server only: 1 for a play-money trial account (no deposit or withdrawal). */
  is_trial?: number;
}

/** POST /api/balance */
export interface WireBalance {
  balance: WireMoney;
  mbalance?: WireMoney;
}

/** POST /api/bannerList */
export interface WireBanner {
  src: string;
  background?: string;
  url?: string;
  title?: string;
}

/** POST /api/homenotice: a list of plain strings. */
export type WireHomeNotices = string[];

/** POST /api/noticeList row (paginated). */
export interface WireNotice {
  id: number;
  type?: number;
  title: string;
  content: string;
  created_at: WireDateTime;
  updated_at?: WireDateTime;
}

/** GET /api/game/list row. */
export interface WireGame {
  name?: string;
  gamename?: string;
  platform_name: string;
  category_id: string;
  game_code?: string;
  gamecode?: string;
  catecode?: string;
  app_state: number | string;
  gamepic?: string;
  mobile_img?: string;
  api_logo_img?: string;
  check_yes_img?: string;
  check_no_img?: string;
  type_name?: string;
}

/** /api/getservicerurl, /api/getAgentLoginUrl, /api/getVisitUrl, /api/getGameUrl */
export interface WireUrl {
  url: string;
  domain?: string;
}

/**
 * POST /api/getGameUrl body (CONTRACT). The names are swapped in meaning: `game_type` carries
 * the game code (0 for the venue's lobby, as the legacy client sends), `game_code` the category.
 */
export interface WireGameUrlBody {
  plat_name: string;
  game_type: string | 0;
  game_code: string;
  is_mobile_url: 1;
}

/** POST /api/lotteryRoom {name}: one room of a lottery (CONTRACT §4.2, PROPOSED). */
export interface WireLotteryRoomSummary {
  id: number | string;
  title?: string;
  name?: string;
  lottery_id?: number | string;
  min_bet?: WireMoney;
  max_bet?: WireMoney;
  online?: number | string;
}

/* ---- Money issue: wallet, transfer, deposit (CONTRACT §3) ---- */

/** POST /api/balancelist row: one per venue; the main wallet is not in the list. `balance` is "12.00" or 0. */
export interface WireBalanceRow {
  platname: string;
  name: string;
  balance: WireMoney;
}

/** POST /api/transfer body. One side is always 'userbalance' (the main wallet). */
export interface TransferBody {
  amount: string | number;
  sourcetype: string;
  targettype: string;
}

/** GET /api/get_pay_way: 1 = enabled. Legacy clients add `rengong` (manual) themselves. */
export interface WirePayWays {
  card?: WireFlag;
  bank?: WireFlag;
  usdt?: WireFlag;
  wechat?: WireFlag;
  alipay?: WireFlag;
  rengong?: WireFlag;
  [extra: string]: unknown;
}

/** ANY /api/getPayRange body type. */
export type PayRangeType = 'bank' | 'wechat' | 'alipay' | 'usdt-erc20' | 'usdt-trc20' | 'ebpay' | 'rengong';

/** ANY /api/getPayRange: strings in legacy ("100.00"), 0 when unset. */
export interface WirePayRange {
  min_price: WireMoney;
  max_price: WireMoney;
}

/** POST /api/recharge body. wechat goes as 'wxpay'; usdt adds catepay. */
export interface RechargeBody {
  paytype: string;
  amount: string | number;
  catepay?: 'TRC20' | 'ERC20';
  bank?: string;
  bank_address?: string;
  bank_no?: string;
  bank_owner?: string;
}

/** POST /api/recharge answer: legacy `data` is []; newer servers add out_trade_no. The number is in `message`. */
export interface WireRechargeData {
  out_trade_no?: string | number;
  deposit_no?: string | number;
  [extra: string]: unknown;
}

/** ANY /api/getpaybank row (also /api/payinfo cardlist for bankpay). */
export interface WirePayBank {
  id?: number;
  bank_id?: number;
  bank_no?: string;
  bank_owner?: string;
  bank_address?: string;
  info?: string | null;
  ico?: string;
  bank_data?: { bank_name?: string; [extra: string]: unknown } | null;
  bank_name?: string;
  [extra: string]: unknown;
}

/** POST /api/payinfo cardlist for the QR ways (one object). */
export interface WirePayChannel {
  id?: number;
  mch_id?: string;
  content?: string;
  payimg?: string;
  min_price?: WireMoney;
  max_price?: WireMoney;
  [extra: string]: unknown;
}

/** POST /api/payinfo `data`; `message` names the pay type (bankpay, alipay, wxpay, usdtpay, ebpay). */
export interface WirePayInfo {
  deposit_no?: string | number;
  info?: {
    out_trade_no?: string | number;
    amount?: WireMoney;
    real_money?: WireMoney;
    pay_way?: number | string;
    bank?: string;
    state?: number | string;
    created_at?: WireDateTime;
    paytype?: string;
    usdtrate?: WireMoney;
    [extra: string]: unknown;
  } | null;
  cardlist?: WirePayBank[] | WirePayChannel | null;
  /** Reference server (demo mode): the sandbox page that pays the deposit like a provider callback. */
  sandbox_url?: string;
  [extra: string]: unknown;
}

/* ---- Money issue: cards, withdrawal, passwords, account records (CONTRACT §3, §4.8) ---- */

/** POST /api/getcard body: 1 = bank cards, 2 = USDT (the contract's numbering, not the route's). */
export interface GetCardBody {
  type: 1 | 2;
}

/**
 * POST /api/getcard row. A USDT entry has bank 'USDT', bank_owner = protocol (TRC20/ERC20,
 * copied into bank_address) and bank_no = address. `bank_not` is the last 4 characters.
 */
export interface WireCard {
  id: number | string;
  bank?: string;
  bank_no?: string;
  bank_owner?: string;
  bank_address?: string | null;
  bank_not?: string;
  ico?: string | null;
  [extra: string]: unknown;
}

/** POST /api/bindcard body; pay_pass is verified by the reference server. */
export interface BindCardBody {
  bank: string;
  bank_owner: string;
  bank_no: string;
  bank_address: string;
  pay_pass: string;
}

/** POST /api/delcard body. */
export interface DelCardBody {
  id: number | string;
}

/** POST /api/banklist row. */
export interface WireBank {
  id?: number | string;
  code?: string;
  bank_name: string;
  bank_img?: string;
  ico?: string;
  [extra: string]: unknown;
}

/** POST /api/getBetAmount. */
export interface WireBetAmount {
  bet_amount: WireMoney;
}

/** POST /api/withdraw body: bank is the saved card's id, password the pay password. */
export interface WithdrawBody {
  amount: string;
  bank: number | string;
  password: string;
}

/** POST /api/editRealname body (CONTRACT §4.8). */
export interface EditRealnameBody {
  realname: string;
}

/** POST /api/editPassword and /api/editPayPassword body: `password` is the OLD one, `paypassword` the NEW one. */
export interface EditPasswordBody {
  password: string;
  paypassword: string;
}

/** POST /api/gettransrecord body. date 1 today, 2 last 7 days, 3 last 15 days, 4 last 30 days; api_type '' = all. */
export interface TransRecordBody {
  date: 1 | 2 | 3 | 4;
  type: 1 | 2 | 3 | 4 | 5 | 6;
  page: number;
  api_type: string;
  pagesize?: number;
}

/** POST /api/gettransrecord row (paginated); the fields present depend on `type`. */
export interface WireTransRecord {
  out_trade_no?: string | number | null;
  amount?: WireMoney | null;
  real_money?: WireMoney | null;
  pay_way?: string | number | null;
  state?: number | string | null;
  created_at?: WireDateTime | null;
  api_type?: string | null;
  type?: number | string | null;
  [extra: string]: unknown;
}

/* ---- Lottery issue: bet records (CONTRACT §3 /api/betrecord); the bet order types are with the rooms below ---- */

/** POST /api/betrecord body. date 1 today, 2 last 7 days, 3 last 15 days, 4 last 30 days; api_type '' = all, 'OWN' = the lottery rooms. */
export interface BetRecordBody {
  date: 1 | 2 | 3 | 4;
  page: number;
  api_type: string;
  pagesize?: number;
}

/** POST /api/betrecord row (paginated). Legacy servers send bet_time and no created_at. */
export interface WireBetRecord {
  bet_id?: string | number | null;
  bet_time?: WireDateTime | null;
  created_at?: WireDateTime | null;
  platform_type?: string | null;
  bet_amount?: WireMoney | null;
  win_loss?: WireMoney | null;
  status?: number | string | null;
  /** The platform's Chinese name. */
  Code?: string | null;
  plays?: string | null;
  [extra: string]: unknown;
}

/* ---- Lottery issue: rooms, rounds, draws, bets, chat (CONTRACT §4, PROPOSED; docs/LOTTERY.md) ---- */

/** 1 = six numbers plus a special (1–49); 2 = sum of three digits 0–9 (PC28 style). */
export type WireLotteryType = 1 | 2 | '1' | '2';

/** POST /api/lotteryList row (CONTRACT §4.1). */
export interface WireLottery {
  id: number | string;
  title: string;
  type: WireLotteryType | number | string;
  logo?: string;
  room_count?: number | string;
}

/**
 * The extended fields of a draw. Type 2: numbers, sum, big_small, odd_even, combo, extreme,
 * shape (color in some builds). Type 1: normals, special, special_big_small, special_odd_even,
 * special_color. Every key may be missing; numbers may arrive as strings.
 */
export interface WireDrawExtend {
  numbers?: (number | string)[];
  sum?: number | string | null;
  big_small?: string | null;
  odd_even?: string | null;
  combo?: string | null;
  extreme?: string | null;
  color?: string | null;
  shape?: string | null;
  normals?: (number | string)[];
  special?: number | string | null;
  special_big_small?: string | null;
  special_odd_even?: string | null;
  special_color?: string | null;
  [extra: string]: unknown;
}

/** nowdata.last and openlist rows. `number` is "3,8,5" (type 2) or "05,12,19,23,37,41+08" (type 1). */
export interface WireDraw {
  expect: string | number;
  number?: string;
  sum?: number | string | null;
  opentime?: WireDateTime;
  extend?: WireDrawExtend | null;
  /** docs/LOTTERY.md: SHA-256 commitment and the revealed seed (hex, lower case). */
  hash?: string | null;
  seed?: string | null;
}

/** lottery.nowdata: `timeout` = seconds until the round `nextexpect` draws (may be negative). */
export interface WireNowData {
  expect: string | number;
  nextexpect: string | number;
  timeout: number | string;
  opentime?: WireDateTime;
  nexttime?: WireDateTime;
  /** docs/LOTTERY.md: the commitment (SHA-256 of the seed) of the round `nextexpect`. */
  next_hash?: string | null;
  last?: WireDraw | null;
}

/** playbox[].childrens[] (CONTRACT §4.3). */
export interface WirePlayOption {
  id: number | string;
  playtitle: string;
  odds: WireMoney;
}

/** playbox[]: `special` 1 renders a number grid; `desc` is server html (sanitise before rendering). */
export interface WirePlayGroup {
  id: number | string;
  name: string;
  desc?: string | null;
  special?: WireFlag;
  childrens?: WirePlayOption[] | null;
}

/**
 * chatdata[] rows and socket frames (CONTRACT §4.6). History rows carry `created_at`, socket
 * frames `time`. System frames: sysmsg 1, author 系统; the draw frame adds type 'draw' and nowdata.
 */
export interface WireChatMessage {
  id?: number | string;
  user_id?: number | string | null;
  author?: string;
  avatar?: string | null;
  /** SPEC §3 names headurl as the avatar's other spelling. */
  headurl?: string | null;
  content?: string;
  sysmsg?: WireFlag;
  order?: WireFlag;
  time?: WireDateTime;
  created_at?: WireDateTime;
  type?: 'draw' | string;
  nowdata?: WireNowData;
}

/** GET /api/lotteryRoom?room_id (CONTRACT §4.3). min_bet/max_bet: the room's limits when the server says. */
export interface WireLotteryRoom {
  id: number | string;
  title?: string;
  name?: string;
  ftime: number | string;
  min_bet?: WireMoney | null;
  max_bet?: WireMoney | null;
  lottery: {
    id: number | string;
    title: string;
    type: WireLotteryType | number | string;
    nowdata: WireNowData;
    /** Newest first, about 20 rows. */
    openlist?: WireDraw[] | null;
  };
  chatdata?: WireChatMessage[] | null;
  playbox?: WirePlayGroup[] | null;
}

/** One bet of POST /api/lotteryOrder. `data` is "" for plain options, the chosen number for special groups. */
export interface LotteryOrderItem {
  id: number;
  total: WireMoney;
  data: string;
}

/** POST /api/lotteryOrder body (CONTRACT §4.4). `expect` must equal the current nextexpect. */
export interface LotteryOrderBody {
  room_id: number;
  expect: string;
  order: LotteryOrderItem[];
}

/** POST /api/lotteryOrder answer: the new balance and (docs/LOTTERY.md) the bet notice text. */
export interface WireLotteryOrderResult {
  balance?: WireMoney;
  notice?: string;
}

/** Client → socket: chat (order 1) or a bet notice after a successful lotteryOrder (order 0). */
export interface ChatSendFrame {
  content: string;
  order: 0 | 1;
}
