/**
 * The VIP level's rebate rate columns (one per bet category: realbet → realperson, concise →
 * electron, joker, sport, fishing → fish, lottery, gaming → e_sport; the rebate day maps them in
 * SQL). The lottery rooms' bets are the 'lottery' category under the platform name 'OWN' (as
 * 投注记录 names them).
 */
export const LOTTERY_PLATFORM = 'OWN';

export const RATE_COLUMNS = ['realperson', 'electron', 'joker', 'sport', 'fish', 'lottery', 'e_sport'] as const;
export type RateColumn = (typeof RATE_COLUMNS)[number];
