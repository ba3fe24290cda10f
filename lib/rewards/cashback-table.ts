/**
 * The fixed cashback table (docs/SCREENS.md#cashback-rates): per category and platform, the
 * minimum valid turnover of each tier (yuan) and its rate (percent text).
 */
export interface CashbackTier {
  /** Minimum valid turnover in yuan. */
  min: number;
  /** Percent text ("0.50"); or, for the sports lucky-money tiers, a fixed bonus in yuan. */
  rate?: string;
  bonus?: number;
}

export interface CashbackTable {
  category: 'live' | 'slots' | 'board' | 'sports';
  platform: string;
  tiers: readonly CashbackTier[];
}

const STANDARD_TIERS = [1, 100_000, 3_000_000, 10_000_000, 20_000_000] as const;
const LUCKY_TIERS = [100, 2_000, 10_000, 50_000, 100_000] as const;

const tiers = (mins: readonly number[], rates: readonly string[]): CashbackTier[] =>
  mins.map((min, i) => ({ min, rate: rates[i]! }));

const LIVE = tiers(STANDARD_TIERS, ['0.50', '0.60', '0.80', '1.00', '1.50']);
const SLOTS_AG = tiers(STANDARD_TIERS, ['0.60', '1.00', '1.50', '2.00', '2.50']);
const SLOTS_PG = tiers(STANDARD_TIERS, ['1.00', '1.50', '2.00', '2.80', '3.50']);
const LUCKY = tiers(LUCKY_TIERS, ['1.00', '2.00', '3.00', '4.00', '5.00']);
const SPORTS_LUCKY: CashbackTier[] = [
  [200, 6],
  [1_000, 16],
  [3_000, 36],
  [10_000, 196],
  [50_000, 396],
  [100_000, 966],
  [300_000, 1966],
  [500_000, 9666],
].map(([min, bonus]) => ({ min: min!, bonus: bonus! }));

/** Platform labels: AG, BG, PG, KY, and 红包型 for the lucky-money tiers. */
export const LUCKY_PLATFORM = 'lucky';

export const CASHBACK_TABLES: readonly CashbackTable[] = [
  { category: 'live', platform: 'AG', tiers: LIVE },
  { category: 'live', platform: 'BG', tiers: LIVE },
  { category: 'slots', platform: 'AG', tiers: SLOTS_AG },
  { category: 'slots', platform: 'PG', tiers: SLOTS_PG },
  { category: 'slots', platform: LUCKY_PLATFORM, tiers: LUCKY },
  { category: 'board', platform: 'AG', tiers: SLOTS_AG },
  { category: 'board', platform: LUCKY_PLATFORM, tiers: LUCKY },
  { category: 'sports', platform: 'KY', tiers: LIVE },
  { category: 'sports', platform: LUCKY_PLATFORM, tiers: SPORTS_LUCKY },
];

export const CASHBACK_CATEGORIES = ['live', 'slots', 'board', 'sports'] as const;

export function platformsOf(category: CashbackTable['category']): string[] {
  return CASHBACK_TABLES.filter((x) => x.category === category).map((x) => x.platform);
}

export function tableOf(category: CashbackTable['category'], platform: string): CashbackTable | undefined {
  return CASHBACK_TABLES.find((x) => x.category === category && x.platform === platform);
}
