/**
 * The lottery domain's reads: one room (docs/API.md#lotteryroom).
 * Room data is read when the screen opens, again when the round's time goes negative
 * (the countdown asks once) and patched in place by the socket's draw frame.
 * Bets (POST /api/lotteryOrder) live with the bet popup.
 */
import useSWR, { mutate as globalMutate, type ScopedMutator } from 'swr';
import { useSession } from '@/lib/session';
import { monotonicNow } from '@/lib/time';
import { ORDER_TEXT } from '@/contract/lottery/rules';
import * as t from '@/lib/text/zh-CN';
import { ApiError } from './errors';
import { readAnswerShown } from './read';
import { useLotteryRooms } from './games';
import { toDrawResult, toLotteryRoom, toRoundState } from './normalise/lottery';
import type { LotteryRoom } from './types';
import type { WireLotteryRoom, WireNowData } from '@/contract/lottery/schemas';

export const LOTTERY_ROOM_PATH = '/api/lotteryRoom';
/** openlist is about 20 rows (docs/API.md#lotteryroom); a draw frame keeps the list at that length. */
const HISTORY_KEEP = 20;

/** The key carries the token so a new session never sees another player's room cache. */
export const lotteryRoomKey = (roomId: number, token: string) =>
  [LOTTERY_ROOM_PATH, { room_id: roomId }, token] as const;
const isRoomKey = (roomId: number) => (key: unknown) =>
  Array.isArray(key) &&
  key[0] === LOTTERY_ROOM_PATH &&
  (key[1] as { room_id?: number } | undefined)?.room_id === roomId;

/**
 * GET /api/lotteryRoom?room_id. The clock's base is when the answer arrived, which for a deep
 * link's early answer (lib/api/early-answers.ts) may be well before the screen asked.
 */
export async function fetchLotteryRoom(roomId: number): Promise<LotteryRoom> {
  const { data, receivedAt } = await readAnswerShown<WireLotteryRoom>(
    LOTTERY_ROOM_PATH,
    { room_id: roomId },
    // The room screen itself says a room is gone (房间不存在或已关闭, with the way back).
    { method: 'GET', saidByScreen: isRoomGone },
  );
  return toLotteryRoom(data, receivedAt ?? monotonicNow());
}

/**
 * The socket's draw frame (`type: 'draw'` with the new nowdata): the round moves on and the
 * new result joins the history without waiting for the negative-time reload.
 */
export function applyDrawFrame(
  roomId: number,
  nowdata: WireNowData,
  mutate: ScopedMutator = globalMutate,
): Promise<unknown> {
  const receivedAt = monotonicNow();
  return mutate(
    isRoomKey(roomId),
    (room: LotteryRoom | undefined) => {
      if (!room) return room;
      const round = toRoundState(nowdata, room.lottery.type, receivedAt);
      const last = nowdata.last ? toDrawResult(nowdata.last, room.lottery.type) : null;
      const history =
        last && last.expect
          ? [last, ...room.history.filter((d) => d.expect !== last.expect)].slice(
              0,
              Math.max(HISTORY_KEEP, room.history.length),
            )
          : room.history;
      return { ...room, round: { ...round, last: round.last ?? room.round.last }, history };
    },
    { revalidate: false },
  );
}

/**
 * Whether the room read refused the room itself: `500 房间不存在` for an id it does not know or a
 * closed room (docs/API.md#lotteryroom), on our server and on a legacy back end alike; the English
 * build gets it in English from our server, in Chinese from a legacy one. Any other failure (no
 * answer, a gateway's 502, a crash, 系统繁忙) may pass: the screen offers 重试 then.
 */
export function isRoomGone(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === 500 &&
    (error.message === ORDER_TEXT.noRoom || error.message === t.lottery.roomGoneAnswer)
  );
}

export interface RoomRef {
  /** ?room_id */
  roomId: number | null;
  /** ?name: the lottery's title (or id); the first of its rooms is entered. */
  name: string | null;
}

export interface LotteryRoomState {
  room: LotteryRoom | undefined;
  /** The room id in use (from ?room_id, or resolved from ?name). */
  roomId: number | null;
  error: unknown;
  isLoading: boolean;
  /** ?name named a lottery without rooms: 当前游戏无房间. */
  noRoom: boolean;
  reload: () => Promise<unknown>;
}

/**
 * One room by id, or by lottery name (POST /api/lotteryRoom {name}, first room).
 * Nothing is read without a token: the screen sends visitors home.
 */
export function useLotteryRoom(ref: RoomRef): LotteryRoomState {
  const { token } = useSession();
  const byName = ref.roomId === null && ref.name !== null && !!token;
  const rooms = useLotteryRooms(byName ? ref.name : null);
  const roomId = ref.roomId ?? rooms.data?.[0]?.id ?? null;
  const swr = useSWR<LotteryRoom>(
    token && roomId !== null ? lotteryRoomKey(roomId, token) : null,
    () => fetchLotteryRoom(roomId as number),
    {
      keepPreviousData: true,
      // The countdown decides when to read again; a focus after a hidden tab re-bases the clock.
      revalidateOnFocus: true,
      shouldRetryOnError: false,
    },
  );
  const noRoom = byName && !!rooms.data && rooms.data.length === 0;
  // keepPreviousData carries a room over a new session token; it must not carry one room into
  // another (its round, chat and bets would show under the new room until that one loads).
  const room = swr.data && swr.data.id === roomId ? swr.data : undefined;
  return {
    room,
    roomId,
    error: swr.error ?? (byName ? rooms.error : undefined),
    isLoading: swr.isLoading || (byName && rooms.isLoading),
    noRoom,
    reload: () => (byName && !rooms.data ? rooms.mutate() : swr.mutate()),
  };
}
