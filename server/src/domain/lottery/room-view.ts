/**
 * The answers of /api/lotteryList, POST /api/lotteryRoom {name} and GET /api/lotteryRoom?room_id
 * (docs/API.md#lotteryroom with docs/LOTTERY.md's additions). Money as 2-decimal strings, odds too.
 */
import type { Queryable } from '../../db/types.ts';
import { formatCents } from '../../lib/money.ts';
import { uploadUrl } from '../../lib/urls.ts';
import { recentMessages, type ChatHistoryRow } from '../chat/history.ts';
import { playGroupsOf, roomsOf, type Lottery, type Room } from './catalog.ts';
import { formatOdds } from './odds.ts';
import { currentRound, timingOf } from './rounds.ts';
import { ftimeOf, nowData, openList, type DrawView, type NowData } from './views.ts';
import type { LotteryListRow, PlayGroupView, RoomSummary } from '../../../../contract/lottery/schemas.ts';

export type { LotteryListRow };

export async function lotteryListRow(q: Queryable, lottery: Lottery, origin: string): Promise<LotteryListRow> {
  const rooms = await roomsOf(q, lottery.id);
  return {
    id: lottery.id,
    title: lottery.title,
    type: lottery.type,
    logo: uploadUrl(origin, lottery.logo),
    room_count: rooms.length,
  };
}

export type { RoomSummary };

export function roomSummary(room: Room, online: number): RoomSummary {
  return {
    id: room.id,
    title: room.title,
    lottery_id: room.lotteryId,
    min_bet: formatCents(room.minBet),
    max_bet: formatCents(room.maxBet),
    online,
  };
}

export type { PlayGroupView };

export interface RoomView {
  id: number;
  title: string;
  ftime: number;
  min_bet: string;
  max_bet: string;
  lottery: { id: number; title: string; type: number; nowdata: NowData; openlist: DrawView[] };
  chatdata: ChatHistoryRow[];
  playbox: PlayGroupView[];
}

export interface RoomViewContext {
  now: Date;
  roundSeconds: number | null;
  origin: string;
}

export async function roomView(q: Queryable, room: Room, lottery: Lottery, ctx: RoomViewContext): Promise<RoomView> {
  const current = await currentRound(q, lottery.id, ctx.now);
  const groups = await playGroupsOf(q, lottery.id);
  return {
    id: room.id,
    title: room.title,
    ftime: current ? ftimeOf(current) : timingOf(lottery, ctx.roundSeconds).ftimeS,
    min_bet: formatCents(room.minBet),
    max_bet: formatCents(room.maxBet),
    lottery: {
      id: lottery.id,
      title: lottery.title,
      type: lottery.type,
      nowdata: await nowData(q, lottery, ctx.now),
      openlist: await openList(q, lottery.id),
    },
    chatdata: await recentMessages(q, String(room.id), undefined, { origin: ctx.origin }),
    playbox: groups.map((g) => ({
      id: g.id,
      name: g.name,
      desc: g.description,
      special: g.special,
      childrens: g.options.map((o) => ({ id: o.id, playtitle: o.playtitle, odds: formatOdds(o.odds) })),
    })),
  };
}
