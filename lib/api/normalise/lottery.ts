/**
 * Lotteries: the list, rooms, rounds, draws, play groups and placed bets.
 * Wire values become UI types here, once, tolerating the legacy servers' looseness
 * (strings or numbers, missing keys, `data` as "", [] or null).
 */
import { toCents } from '@/lib/money';
import { parseBeijing } from '@/lib/time';
import { assetUrl } from '@/lib/config';
import { flag, int, isObject, optionalInt, present, str, toList } from './scalars';
import { toChatList } from './chat';
import type {
  BetPlaced,
  DrawResult,
  LotteryInfo,
  LotteryRoom,
  LotteryType,
  PlayGroup,
  PlayOption,
  RoundState,
} from '../types';
import type {
  WireDraw,
  WireDrawExtend,
  WireLottery,
  WireLotteryOrderResult,
  WireLotteryRoom,
  WireNowData,
  WirePlayGroup,
  WirePlayOption,
} from '@/contract/lottery/schemas';

/** 1 stays 1; anything else is the PC28-style type 2 (the contract's first example). */
export const toLotteryType = (v: unknown): LotteryType => (int(v) === 1 ? 1 : 2);

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
  const normals = main
    .split(/[,，\s]+/)
    .filter(Boolean)
    .map(optionalInt);
  if (normals.length === 0 || normals.some((n) => n === null)) {
    // "3+8+5": a type 2 result written with plus signs.
    const parts = s
      .split(/[+,，\s]+/)
      .filter(Boolean)
      .map(optionalInt);
    return parts.length > 0 && parts.every((n) => n !== null) ? { normals: parts as number[], special: null } : null;
  }
  const special = extra === undefined ? null : optionalInt(extra);
  return { normals: normals as number[], special };
}

export const TYPE2_LABELS: (keyof WireDrawExtend)[] = ['big_small', 'odd_even', 'combo', 'extreme', 'shape', 'color'];
export const TYPE1_LABELS: (keyof WireDrawExtend)[] = ['special_big_small', 'special_odd_even', 'special_color'];

export function toDrawResult(w: WireDraw, type: LotteryType): DrawResult {
  const ext: WireDrawExtend = isObject(w.extend) ? w.extend : {};
  const parsed = parseDrawNumber(w.number);
  const labels = [
    ...new Set((type === 1 ? TYPE1_LABELS : TYPE2_LABELS).map((k) => str(ext[k]).trim()).filter(Boolean)),
  ];
  if (type === 1) {
    const normals = numberList(ext.normals) ?? parsed?.normals ?? [];
    const special = optionalInt(ext.special) ?? parsed?.special ?? null;
    return {
      expect: str(w.expect),
      numbers: normals,
      special,
      sum: null,
      labels,
      openTime: parseBeijing(w.opentime),
      hash: toHex(w.hash),
      seed: toHex(w.seed),
    };
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
const byExpectDesc = (a: DrawResult, b: DrawResult) =>
  b.expect.length - a.expect.length || (a.expect < b.expect ? 1 : a.expect > b.expect ? -1 : 0);

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
    options: toList<WirePlayOption, PlayOption>(
      Array.isArray(w.childrens) ? w.childrens.filter(isObject) : [],
      toPlayOption,
    ),
  };
}

/** POST /api/lotteryOrder answer: data {balance, notice}; older servers send data [] or only the balance. */
export function toBetPlaced(w: WireLotteryOrderResult | unknown, message: string): BetPlaced {
  const d = isObject(w) ? w : {};
  return {
    balance: present(d.balance) ? toCents(d.balance) : null,
    notice: str(d.notice).trim(),
    message: str(message),
  };
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
    playGroups: toList<WirePlayGroup, PlayGroup>(
      Array.isArray(r.playbox) ? r.playbox.filter(isObject) : [],
      toPlayGroup,
    ),
    minBet: optionalCents(r.min_bet),
    maxBet: optionalCents(r.max_bet),
  };
}
