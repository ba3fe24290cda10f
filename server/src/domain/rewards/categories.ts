/**
 * Bet categories → the VIP level's rebate rate column. Venue bets carry the hall category of
 * their venue (venue_bets.category_id); the lottery rooms' bets are the 'lottery' category under
 * the platform name 'OWN' (as 投注记录 names them).
 */
export const LOTTERY_PLATFORM = 'OWN';

export const RATE_COLUMNS = ['realperson', 'electron', 'joker', 'sport', 'fish', 'lottery', 'e_sport'] as const;
export type RateColumn = (typeof RATE_COLUMNS)[number];

const BY_CATEGORY: Record<string, RateColumn> = {
  realbet: 'realperson',
  concise: 'electron',
  joker: 'joker',
  sport: 'sport',
  fishing: 'fish',
  lottery: 'lottery',
  gaming: 'e_sport',
};

/** The rate column of a bet category; unknown categories earn nothing (null). */
export function rateColumnOf(categoryId: string): RateColumn | null {
  return BY_CATEGORY[categoryId] ?? null;
}
