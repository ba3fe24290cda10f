import { toLotteryRoom } from '@/lib/api/normalise/lottery';
import type { LotteryRoom } from '@/lib/api/types';
import type { WireLotteryRoom, WirePlayGroup } from '@/contract/lottery/schemas';
import { monotonicNow } from '@/lib/time';

export const FTIME = 30;

/** PC28-style groups: plain options, then 特码 with one child per number 0–27 (ids 200–227). */
export const PC28_GROUPS: WirePlayGroup[] = [
  {
    id: 1,
    name: '混合',
    desc: '<p>和值14-27为大</p>',
    special: 0,
    childrens: [
      { id: 101, playtitle: '大', odds: '1.98' },
      { id: 102, playtitle: '小', odds: '1.98' },
      { id: 103, playtitle: '单', odds: '1.98' },
      { id: 104, playtitle: '双', odds: '1.98' },
    ],
  },
  {
    id: 2,
    name: '特码',
    desc: '<p>猜中和值</p>',
    special: 1,
    childrens: Array.from({ length: 28 }, (_, n) => ({
      id: 200 + n,
      playtitle: String(n),
      odds: n === 14 ? '12.93' : '13.50',
    })),
  },
];

/** Six-number-style group: 特码 with a single child → the grid 1–49 at its odds. */
export const LHC_GROUPS: WirePlayGroup[] = [
  { id: 3, name: '特码', desc: '', special: 1, childrens: [{ id: 300, playtitle: '特码', odds: '47.53' }] },
];

export interface RoomOptions {
  /** Seconds until the open round draws; > FTIME is open. */
  timeoutS?: number;
  nextExpect?: string;
  type?: 1 | 2;
  groups?: WirePlayGroup[];
  minBet?: string | null;
  maxBet?: string | null;
}

/** A room as GET /api/lotteryRoom would bring it, read now (the clock base is now). */
export function roomFixture({
  timeoutS = 120,
  nextExpect = '2984522',
  type = 2,
  groups,
  minBet = '10',
  maxBet = '50000',
}: RoomOptions = {}): LotteryRoom {
  const wire: WireLotteryRoom = {
    id: 11,
    title: '初级房',
    ftime: FTIME,
    min_bet: minBet,
    max_bet: maxBet,
    lottery: {
      id: 1,
      title: type === 2 ? '加拿大28' : '香港六合彩',
      type,
      nowdata: { expect: String(Number(nextExpect) - 1), nextexpect: nextExpect, timeout: timeoutS },
    },
    chatdata: [],
    playbox: groups ?? (type === 2 ? PC28_GROUPS : LHC_GROUPS),
  };
  return toLotteryRoom(wire, monotonicNow());
}
