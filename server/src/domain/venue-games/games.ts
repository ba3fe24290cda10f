/**
 * The sandbox venues' games: one small game per hall category, each a pure function of a random
 * source, with its pay table and its house edge computed exactly from the pay table (every
 * outcome enumerated), so the published edge cannot drift from what the game pays.
 *
 * - dice (真人 realbet, 棋牌 joker): three dice, 大 11–17 / 小 4–10 pays 1:1, any triple loses.
 * - slot (电子 concise, 捕鱼 fishing): three reels of ten stops; three of a kind pays the table.
 * - match (体育 sport, 电竞 gaming): one match, 主胜 / 平 / 客胜 at fixed odds.
 */

/** Uniform integer in [0, max): node:crypto's randomInt in production, a script in tests. */
export type Rng = (max: number) => number;

export type GameKind = 'dice' | 'slot' | 'match';

export interface Outcome {
  /** Cents paid back (0 on a loss; includes the stake on a win). */
  payout: bigint;
  /** What 投注记录 and the page show ("骰子 大 3+5+6=14"). */
  detail: string;
  won: boolean;
}

export interface Game {
  kind: GameKind;
  name: string;
  /** Choice value → label. */
  choices: Readonly<Record<string, string>>;
  /** Fraction of stakes the house keeps in the long run (the worst choice for the player). */
  houseEdge: number;
  play(choice: string, stake: bigint, rng: Rng): Outcome;
}

const CATEGORY_GAME: Readonly<Record<string, GameKind>> = {
  realbet: 'dice',
  joker: 'dice',
  concise: 'slot',
  fishing: 'slot',
  sport: 'match',
  gaming: 'match',
};

/* ---- dice ---- */

const DICE_CHOICES = { big: '大', small: '小' } as const;

function diceWins(choice: string, dice: readonly number[]): boolean {
  const [a, b, c] = dice as [number, number, number];
  if (a === b && b === c) return false;
  const sum = a + b + c;
  return choice === 'big' ? sum >= 11 && sum <= 17 : sum >= 4 && sum <= 10;
}

function diceEdge(): number {
  let worst = 0;
  for (const choice of Object.keys(DICE_CHOICES)) {
    let wins = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if (diceWins(choice, [a, b, c])) wins++;
    worst = Math.max(worst, 1 - (2 * wins) / 216);
  }
  return worst;
}

const dice: Game = {
  kind: 'dice',
  name: '骰宝',
  choices: DICE_CHOICES,
  houseEdge: diceEdge(),
  play(choice, stake, rng) {
    const roll = [rng(6) + 1, rng(6) + 1, rng(6) + 1];
    const won = diceWins(choice, roll);
    const label = DICE_CHOICES[choice as keyof typeof DICE_CHOICES];
    return {
      won,
      payout: won ? stake * 2n : 0n,
      detail: `骰宝 ${label} ${roll.join('+')}=${roll[0]! + roll[1]! + roll[2]!}`,
    };
  },
};

/* ---- slot ---- */

/** One reel: ten stops. */
export const REEL = ['7', 'BAR', 'BAR', '铃铛', '铃铛', '樱桃', '樱桃', '柠檬', '柠檬', '柠檬'] as const;
/** Three of a kind pays stake × this. */
export const SLOT_PAYS: Readonly<Record<string, bigint>> = { '7': 200n, BAR: 40n, 铃铛: 20n, 樱桃: 10n, 柠檬: 8n };

function slotMultiple(reels: readonly string[]): bigint {
  return reels[0] === reels[1] && reels[1] === reels[2] ? (SLOT_PAYS[reels[0]!] ?? 0n) : 0n;
}

function slotEdge(): number {
  let paid = 0n;
  for (const a of REEL) for (const b of REEL) for (const c of REEL) paid += slotMultiple([a, b, c]);
  return 1 - Number(paid) / REEL.length ** 3;
}

const slot: Game = {
  kind: 'slot',
  name: '水果机',
  choices: { spin: '旋转' },
  houseEdge: slotEdge(),
  play(_choice, stake, rng) {
    const reels = [REEL[rng(REEL.length)]!, REEL[rng(REEL.length)]!, REEL[rng(REEL.length)]!];
    const multiple = slotMultiple(reels);
    return { won: multiple > 0n, payout: stake * multiple, detail: `水果机 ${reels.join('|')}` };
  },
};

/* ---- match ---- */

/** Each result's chance in percent and its decimal odds in hundredths. */
export const MATCH_LINES = {
  home: { label: '主胜', percent: 45, odds: 210n },
  draw: { label: '平局', percent: 27, odds: 350n },
  away: { label: '客胜', percent: 28, odds: 335n },
} as const;
type MatchChoice = keyof typeof MATCH_LINES;

function matchEdge(): number {
  return Math.max(...Object.values(MATCH_LINES).map((l) => 1 - (l.percent * Number(l.odds)) / 10_000));
}

const match: Game = {
  kind: 'match',
  name: '单场竞猜',
  choices: Object.fromEntries(Object.entries(MATCH_LINES).map(([k, l]) => [k, `${l.label} @${formatOdds(l.odds)}`])),
  houseEdge: matchEdge(),
  play(choice, stake, rng) {
    const draw = rng(100);
    const result: MatchChoice =
      draw < MATCH_LINES.home.percent
        ? 'home'
        : draw < MATCH_LINES.home.percent + MATCH_LINES.draw.percent
          ? 'draw'
          : 'away';
    const line = MATCH_LINES[choice as MatchChoice];
    const won = choice === result;
    return {
      won,
      // Odds in hundredths: whole cents, rounded down (the house keeps the fraction).
      payout: won ? (stake * line.odds) / 100n : 0n,
      detail: `单场竞猜 ${line.label} @${formatOdds(line.odds)} 赛果${MATCH_LINES[result].label}`,
    };
  },
};

function formatOdds(hundredths: bigint): string {
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

export const GAMES: Readonly<Record<GameKind, Game>> = { dice, slot, match };

/** The game a venue of this hall category plays, or null (the lottery has its own rooms). */
export function gameForCategory(category: string): Game | null {
  const kind = Object.hasOwn(CATEGORY_GAME, category) ? CATEGORY_GAME[category] : undefined;
  return kind ? GAMES[kind] : null;
}

/** "2.78%": the edge as the page publishes it. */
export function formatEdge(edge: number): string {
  return `${(edge * 100).toFixed(2)}%`;
}
