/** Lottery rooms: the lottery list, rooms, rounds, draws, plays and placing bets. */
import { Type, type Static } from 'typebox';
import { IntField, ListField, PlayerInput, Sent, TextField } from '../common/input.ts';
import { Maybe, WireDateTime, WireFlag, WireMoney } from '../common/schemas.ts';
import { ChatHistoryMessage } from '../chat/schemas.ts';
import { ORDER_TEXT } from './rules.ts';

const NumText = Type.Union([Type.Number(), Type.String()]);

/** 1 = six numbers plus a special (1–49); 2 = sum of three digits 0–9 (PC28 style). */
export const WireLotteryType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal('1'), Type.Literal('2')]);
export type WireLotteryType = Static<typeof WireLotteryType>;

/** POST /api/lotteryList row. */
export const WireLottery = Type.Object({
  id: NumText,
  title: Type.String(),
  type: NumText,
  logo: Type.Optional(Type.String()),
  room_count: Type.Optional(NumText),
});
export type WireLottery = Omit<Static<typeof WireLottery>, 'type'> & { type: WireLotteryType | number | string };

/** POST /api/lotteryRoom {name}: one room of a lottery. */
export const WireLotteryRoomSummary = Type.Object({
  id: NumText,
  title: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  lottery_id: Type.Optional(NumText),
  min_bet: Type.Optional(WireMoney),
  max_bet: Type.Optional(WireMoney),
  online: Type.Optional(NumText),
});
export type WireLotteryRoomSummary = Static<typeof WireLotteryRoomSummary>;

const NumList = Type.Array(NumText);
const TextOrNull = Maybe(Type.String());

/**
 * The extended fields of a draw. Type 2: numbers, sum, big_small, odd_even, combo, extreme,
 * shape (color in some builds). Type 1: normals, special, special_big_small, special_odd_even,
 * special_color. Every key may be missing; numbers may arrive as strings.
 */
export const WireDrawExtend = Type.Object({
  numbers: Type.Optional(NumList),
  sum: Maybe(NumText),
  big_small: TextOrNull,
  odd_even: TextOrNull,
  combo: TextOrNull,
  extreme: TextOrNull,
  color: TextOrNull,
  shape: TextOrNull,
  normals: Type.Optional(NumList),
  special: Maybe(NumText),
  special_big_small: TextOrNull,
  special_odd_even: TextOrNull,
  special_color: TextOrNull,
});
export type WireDrawExtend = Static<typeof WireDrawExtend> & { [extra: string]: unknown };

/** nowdata.last and openlist rows. `number` is "3,8,5" (type 2) or "05,12,19,23,37,41+08" (type 1). */
export const WireDraw = Type.Object({
  expect: NumText,
  number: Type.Optional(Type.String()),
  sum: Maybe(NumText),
  opentime: Type.Optional(WireDateTime),
  extend: Maybe(WireDrawExtend),
  hash: Maybe(Type.String({ description: 'SHA-256 commitment of the seed (hex, lower case).' })),
  seed: Maybe(Type.String({ description: 'The revealed seed (hex, lower case).' })),
});
export type WireDraw = Omit<Static<typeof WireDraw>, 'extend'> & { extend?: WireDrawExtend | null };

/** lottery.nowdata: `timeout` = seconds until the round `nextexpect` draws (may be negative). */
export const WireNowData = Type.Object({
  expect: NumText,
  nextexpect: NumText,
  timeout: NumText,
  opentime: Type.Optional(WireDateTime),
  nexttime: Type.Optional(WireDateTime),
  next_hash: Maybe(Type.String({ description: 'The commitment (SHA-256 of the seed) of the round `nextexpect`.' })),
  last: Maybe(WireDraw),
});
export type WireNowData = Omit<Static<typeof WireNowData>, 'last'> & { last?: WireDraw | null };

/** playbox[].childrens[]. */
export const WirePlayOption = Type.Object({ id: NumText, playtitle: Type.String(), odds: WireMoney });
export type WirePlayOption = Static<typeof WirePlayOption>;

/** playbox[]: `special` 1 renders a number grid; `desc` is server html (sanitise before rendering). */
export const WirePlayGroup = Type.Object({
  id: NumText,
  name: Type.String(),
  desc: TextOrNull,
  special: Type.Optional(WireFlag),
  childrens: Maybe(Type.Array(WirePlayOption)),
});
export type WirePlayGroup = Static<typeof WirePlayGroup>;

/** GET /api/lotteryRoom?room_id. min_bet/max_bet: the room's limits when the server says. */
export const WireLotteryRoom = Type.Object({
  id: NumText,
  title: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  ftime: NumText,
  min_bet: Maybe(WireMoney),
  max_bet: Maybe(WireMoney),
  lottery: Type.Object({
    id: NumText,
    title: Type.String(),
    type: NumText,
    nowdata: WireNowData,
    openlist: Maybe(Type.Array(WireDraw, { description: 'Newest first, about 20 rows.' })),
  }),
  chatdata: Maybe(Type.Array(ChatHistoryMessage)),
  playbox: Maybe(Type.Array(WirePlayGroup)),
});
/**
 * A room's chatdata[] rows and its socket frames. History rows carry `created_at`, socket frames
 * `time`. System frames: sysmsg 1, author 系统; the draw frame adds type 'draw' and the round's
 * nowdata, which is why this type lives with the lottery rather than the chat.
 */
export type WireChatMessage = Static<typeof ChatHistoryMessage> & { type?: 'draw' | string; nowdata?: WireNowData };

export type WireLotteryRoom = Omit<Static<typeof WireLotteryRoom>, 'lottery' | 'chatdata'> & {
  lottery: {
    id: number | string;
    title: string;
    type: WireLotteryType | number | string;
    nowdata: WireNowData;
    openlist?: WireDraw[] | null;
  };
  chatdata?: WireChatMessage[] | null;
};

/** One bet of POST /api/lotteryOrder. `data` is "" for plain options, the chosen number for special groups. */
export const LotteryOrderItem = Type.Object({
  id: Type.Number({ description: 'The play option id.' }),
  total: WireMoney,
  data: Type.String({ description: "'' for plain options; the chosen number for number groups." }),
});
export type LotteryOrderItem = Static<typeof LotteryOrderItem>;

/** POST /api/lotteryOrder body. `expect` must equal the current nextexpect. */
export const LotteryOrderBody = PlayerInput({
  room_id: Sent(Type.Number(), IntField({ fallback: 0, description: 'The room.' })),
  expect: TextField({ max: 30, description: 'Must equal the current nextexpect.' }),
  // Each bet is read here ({id, total, data} typed, never refused) and checked after the room
  // and the round (docs/API.md#lotteryorder), against the database, by the server's rules.
  order: Sent(
    Type.Array(LotteryOrderItem),
    ListField(
      {
        id: IntField({ fallback: 0, description: 'The play option id (0: not one).' }),
        total: TextField({ max: 40, description: 'Yuan, up to 2 decimals.' }),
        data: TextField({ max: 10, description: "'' for plain options; the chosen number for number groups." }),
      },
      { description: `The bets: [{id, total, data}]; none: 1000 ${ORDER_TEXT.empty}.` },
    ),
  ),
});
export type LotteryOrderBody = Static<typeof LotteryOrderBody>;

/** POST /api/lotteryOrder answer: the new balance and the bet notice text. */
export const WireLotteryOrderResult = Type.Object({
  balance: Type.Optional(WireMoney),
  notice: Type.Optional(Type.String()),
});
export type WireLotteryOrderResult = Static<typeof WireLotteryOrderResult>;

/** POST /api/lotteryRoom: `room_id` for one room (members only), otherwise `name` for a lottery's rooms. */
export const LotteryRoomQuery = PlayerInput({
  room_id: TextField({ max: 20, description: 'One room (members only); not a room id: no such room.' }),
  name: TextField({ max: 60, description: "A lottery's title: its rooms." }),
});

/* ---- The reference server's exact answers (every key present, money and odds as strings) ---- */

/** A /api/lotteryList row. */
export const LotteryListRow = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  type: Type.Number(),
  logo: Type.String(),
  room_count: Type.Number(),
});
export type LotteryListRow = Static<typeof LotteryListRow>;

/** A room of POST /api/lotteryRoom {name}. */
export const RoomSummary = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  lottery_id: Type.Number(),
  min_bet: Type.String(),
  max_bet: Type.String(),
  online: Type.Number(),
});
export type RoomSummary = Static<typeof RoomSummary>;

/** A playbox group. */
export const PlayGroupView = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  desc: Type.String(),
  special: Type.Number(),
  childrens: Type.Array(Type.Object({ id: Type.Number(), playtitle: Type.String(), odds: Type.String() })),
});
export type PlayGroupView = Static<typeof PlayGroupView>;

/** A drawn round: nowdata.last and openlist rows. */
export const DrawView = Type.Object({
  expect: Type.String(),
  number: Type.String(),
  sum: Type.Optional(Type.Number({ description: 'Type 2 only.' })),
  opentime: WireDateTime,
  extend: Type.Record(Type.String(), Type.Unknown()),
  hash: Type.String(),
  seed: Type.String(),
});
export type DrawView = Static<typeof DrawView>;

/** nowdata: `expect` the last drawn round ('' before the first), `nextexpect` the round bets go to. */
export const NowData = Type.Object({
  expect: Type.String(),
  nextexpect: Type.String(),
  timeout: Type.Number({ description: 'Whole seconds until `nextexpect` draws (floored).' }),
  opentime: Type.String(),
  nexttime: Type.String(),
  next_hash: Type.String({ description: "SHA-256 commitment of `nextexpect`'s seed." }),
  last: Type.Union([DrawView, Type.Null()]),
});
export type NowData = Static<typeof NowData>;
