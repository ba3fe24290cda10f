/** VIP levels, red packets, rebates (返水) and the daily report. */
import { Type, type Static } from 'typebox';
import { IntField, PageFields, PlayerInput, Sent, TextField } from '../common/input.ts';
import { Maybe, PaginatorOf, WireDateTime, WireMoney, type Open } from '../common/schemas.ts';

const NumText = Type.Union([Type.Number(), Type.String()]);
const Percent = Type.String({ description: 'Percent with 2 decimals, e.g. "0.50".' });

/** POST /api/uservip: every level, id ascending (id = the level). */
export const WireVipLevel = Type.Object({
  id: Type.Number(),
  vipname: Type.String(),
  recharge: WireMoney,
  flow: WireMoney,
  retention_flow: Type.Optional(WireMoney),
  realperson: Percent,
  electron: Percent,
  joker: Percent,
  sport: Percent,
  fish: Type.Optional(Percent),
  lottery: Percent,
  e_sport: Percent,
});
export type WireVipLevel = Open<Static<typeof WireVipLevel>>;

/** A red-packet rule: day_flow–flow_money is the deposit range, recharge the number of draws. */
export const WireRedPacketRule = Type.Object({
  id: Type.Number(),
  day_flow: WireMoney,
  flow_money: WireMoney,
  recharge: NumText,
  money: Type.Optional(WireMoney),
  start_time: WireDateTime,
  end_time: WireDateTime,
  status: Type.Optional(Type.Number()),
});
export type WireRedPacketRule = Open<Static<typeof WireRedPacketRule>>;

/** GET /api/userredpacket: draws left (may be negative), drawn, status, the most draws, the rules. */
export const WireRedPacketInfo = Type.Object({
  sendnums: Type.Number(),
  acquirednum: Type.Number(),
  redPacketStatus: Type.String({ description: 'READY | STARTING | END' }),
  max_times: Type.Number(),
  rules: Type.Array(WireRedPacketRule),
});
export type WireRedPacketInfo = Open<Static<typeof WireRedPacketInfo>>;

/** POST /api/douserredpacket success. */
export const WireRedPacketWin = Type.Object({
  redpacketmoney: WireMoney,
  sendnums: Type.Number(),
  acquirednum: Type.Number(),
});
export type WireRedPacketWin = Open<Static<typeof WireRedPacketWin>>;

/** POST /api/redpacket body. */
export const RedPacketListBody = PlayerInput({ ...PageFields });
export type RedPacketListBody = Static<typeof RedPacketListBody>;

/** POST /api/redpacket row (paginated): money = the qualifying deposits when drawn, recharge_time when the last of them was approved (reference server). */
export const WireRedPacketRow = Type.Object({
  id: Type.Number(),
  money: WireMoney,
  redpacketmoney: WireMoney,
  amount: Type.Optional(WireMoney),
  created_at: WireDateTime,
  usetime: Maybe(WireDateTime),
  recharge_time: Maybe(WireDateTime),
});
export type WireRedPacketRow = Open<Static<typeof WireRedPacketRow>>;

/** POST /api/getfanshui body: date 1 today, 2 last 7, 3 last 15, 4 last 30; api_type '' all; type '' all, 1 unclaimed, 2 claimed. */
export const FanshuiBody = PlayerInput({
  date: Sent(
    Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]),
    IntField({ fallback: 4, max: 4, description: 'Window in Beijing days: 1 today, 2 last 7, 3 last 15, 4 last 30.' }),
  ),
  ...PageFields,
  api_type: TextField({ max: 40, description: "Venue platform_name; '' = all." }),
  type: Sent(
    Type.Union([Type.String(), Type.Number()]),
    TextField({ max: 2, description: "'' all; state = type − 1." }),
  ),
});
export type FanshuiBody = Static<typeof FanshuiBody>;

export const WireRebateRow = Type.Object({
  id: Type.Number(),
  gamename: Type.String(),
  money: WireMoney,
  state: Type.Number({ description: '0 unclaimed, 1 claimed.' }),
  api_type: Type.Optional(Type.String()),
  created_at: WireDateTime,
  updated_at: WireDateTime,
});
export type WireRebateRow = Open<Static<typeof WireRebateRow>>;

/** POST /api/getfanshui: `list` is itself a paginator; jisuan claimed in all, nojisuan pending. */
export const WireFanshui = Type.Object({
  list: PaginatorOf(WireRebateRow),
  jisuan: WireMoney,
  nojisuan: WireMoney,
});

/** POST /api/dailyReport body. */
/** A day that is not one of the member's (before the account, after today) is a 500 the server answers. */
export const DailyReportBody = PlayerInput({ date: TextField({ max: 10, description: 'YYYY-MM-DD, a Beijing day.' }) });
export type DailyReportBody = Static<typeof DailyReportBody>;

/** POST /api/dailyReport: the member's four totals of that Beijing day. */
export const WireDailyReport = Type.Object({
  win_total: WireMoney,
  recharge_total: WireMoney,
  withdraw_total: WireMoney,
  bet_total: WireMoney,
});
export type WireDailyReport = Static<typeof WireDailyReport>;
