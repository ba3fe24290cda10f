/**
 * Lotteries, rooms, play groups and options as stored (seeded by src/seed/lottery.ts).
 * Reads only; the answers' shapes are built by room-view.ts and the routes.
 */
import { one, type Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import { accountIdByCode, ensureHouseAccount, trialHouseCode } from '../ledger/accounts.ts';
import type { LotteryType } from './rules.ts';

export interface Lottery {
  id: number;
  title: string;
  type: LotteryType;
  platformType: string;
  periodS: number;
  ftimeS: number;
  marginBp: number;
  firstExpect: bigint;
  logo: string;
  running: boolean;
}

interface LotteryRow {
  id: number;
  title: string;
  type: number;
  platform_type: string;
  period_s: number;
  ftime_s: number;
  margin_bp: number;
  first_expect: unknown;
  logo: string;
  state: number;
}

const LOTTERY_COLUMNS = 'id, title, type, platform_type, period_s, ftime_s, margin_bp, first_expect, logo, state';

function toLottery(row: LotteryRow): Lottery {
  return {
    id: row.id,
    title: row.title,
    type: row.type as LotteryType,
    platformType: row.platform_type,
    periodS: row.period_s,
    ftimeS: row.ftime_s,
    marginBp: row.margin_bp,
    firstExpect: toCents(row.first_expect),
    logo: row.logo,
    running: row.state === 1,
  };
}

/** The ledger's house account of one lottery: stakes come in, payouts go out. */
export function lotteryHouseCode(platformType: string): string {
  return `house:lottery:${platformType}`;
}

/** The house account a bettor's stakes go to: the lottery's own, or its trial twin for play money. */
export async function lotteryHouseId(q: Queryable, platformType: string, trial: boolean): Promise<number> {
  const code = lotteryHouseCode(platformType);
  // The real one is seeded with the lottery; the trial one appears with the first trial bet.
  return trial ? ensureHouseAccount(q, trialHouseCode(code)) : accountIdByCode(q, code);
}

/** Every lottery in hall order (running or not: old bet records still name stopped ones). */
export async function listLotteries(q: Queryable): Promise<Lottery[]> {
  const rows = await q.query<LotteryRow>(`SELECT ${LOTTERY_COLUMNS} FROM lotteries ORDER BY sort, id LIMIT 200`);
  return rows.map(toLottery);
}

export async function findLottery(q: Queryable, id: number): Promise<Lottery | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const row = await one<LotteryRow>(q, `SELECT ${LOTTERY_COLUMNS} FROM lotteries WHERE id = $1`, [id]);
  return row ? toLottery(row) : null;
}

/** docs/API.md#lotteryroom `name`: the lottery's title or id; the hall may also send its platform code. */
export async function findLotteryByName(q: Queryable, name: string): Promise<Lottery | null> {
  const text = name.trim();
  if (!text) return null;
  if (/^\d{1,9}$/.test(text)) {
    const byId = await findLottery(q, Number(text));
    if (byId) return byId;
  }
  const row = await one<LotteryRow>(
    q,
    `SELECT ${LOTTERY_COLUMNS} FROM lotteries WHERE title = $1 OR platform_type = lower($1) ORDER BY (title = $1) DESC LIMIT 1`,
    [text],
  );
  return row ? toLottery(row) : null;
}

export interface Room {
  id: number;
  lotteryId: number;
  title: string;
  minBet: bigint;
  maxBet: bigint;
}

interface RoomRow {
  id: number;
  lottery_id: number;
  title: string;
  min_bet: unknown;
  max_bet: unknown;
}

function toRoom(row: RoomRow): Room {
  return {
    id: row.id,
    lotteryId: row.lottery_id,
    title: row.title,
    minBet: toCents(row.min_bet),
    maxBet: toCents(row.max_bet),
  };
}

export async function roomsOf(q: Queryable, lotteryId: number): Promise<Room[]> {
  const rows = await q.query<RoomRow>(
    'SELECT id, lottery_id, title, min_bet, max_bet FROM lottery_rooms WHERE lottery_id = $1 AND state = 1 ORDER BY sort, id LIMIT 100',
    [lotteryId],
  );
  return rows.map(toRoom);
}

/** An open room, or null (unknown, closed, or a malformed id). */
export async function findRoom(q: Queryable, id: number): Promise<Room | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const row = await one<RoomRow>(
    q,
    'SELECT id, lottery_id, title, min_bet, max_bet FROM lottery_rooms WHERE id = $1 AND state = 1',
    [id],
  );
  return row ? toRoom(row) : null;
}

export async function roomIdsOf(q: Queryable, lotteryId: number): Promise<number[]> {
  return (await roomsOf(q, lotteryId)).map((r) => r.id);
}

export interface PlayOption {
  id: number;
  groupId: number;
  groupName: string;
  special: 0 | 1;
  playtitle: string;
  /** Hundredths. */
  odds: number;
  rule: string;
}

export interface PlayGroup {
  id: number;
  name: string;
  description: string;
  special: 0 | 1;
  options: PlayOption[];
}

interface OptionRow {
  id: number;
  group_id: number;
  group_name: string;
  special: number;
  playtitle: string;
  odds: number;
  rule: string;
}

const OPTION_SELECT = `SELECT o.id, o.group_id, g.name AS group_name, g.special, o.playtitle, o.odds, o.rule
  FROM lottery_play_options o JOIN lottery_play_groups g ON g.id = o.group_id`;

function toOption(row: OptionRow): PlayOption {
  return {
    id: row.id,
    groupId: row.group_id,
    groupName: row.group_name,
    special: row.special === 1 ? 1 : 0,
    playtitle: row.playtitle,
    odds: row.odds,
    rule: row.rule,
  };
}

/** Every option of a lottery (the settlement's judge walks them). */
export async function optionsOf(q: Queryable, lotteryId: number): Promise<PlayOption[]> {
  const rows = await q.query<OptionRow>(
    `${OPTION_SELECT} WHERE o.lottery_id = $1 ORDER BY g.sort, g.id, o.sort, o.id`,
    [lotteryId],
  );
  return rows.map(toOption);
}

/** The options among `ids` that belong to `lotteryId`. */
export async function optionsByIds(q: Queryable, lotteryId: number, ids: number[]): Promise<Map<number, PlayOption>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<OptionRow>(`${OPTION_SELECT} WHERE o.lottery_id = $1 AND o.id = ANY($2::int[])`, [
    lotteryId,
    ids,
  ]);
  return new Map(rows.map((r) => [r.id, toOption(r)]));
}

/** The playbox: groups in order with their options. */
export async function playGroupsOf(q: Queryable, lotteryId: number): Promise<PlayGroup[]> {
  const groups = await q.query<{ id: number; name: string; description: string; special: number }>(
    'SELECT id, name, description, special FROM lottery_play_groups WHERE lottery_id = $1 ORDER BY sort, id',
    [lotteryId],
  );
  const options = await optionsOf(q, lotteryId);
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    description: g.description,
    special: g.special === 1 ? 1 : 0,
    options: options.filter((o) => o.groupId === g.id),
  }));
}
