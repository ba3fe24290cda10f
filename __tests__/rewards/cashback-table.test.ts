import { CASHBACK_TABLES, LUCKY_PLATFORM, platformsOf } from '@/lib/rewards/cashback-table';

const rows = (category: string, platform: string) =>
  CASHBACK_TABLES.find((x) => x.category === category && x.platform === platform)!.tiers.map((t) => [t.min, t.rate]);

const STANDARD = [1, 100000, 3000000, 10000000, 20000000];
const zip = (mins: number[], rates: string[]) => mins.map((m, i) => [m, rates[i]]);

describe('the fixed cashback table, row by row', () => {
  it('live casino AG and BG: 0.50 %, 0.60 %, 0.80 %, 1.00 %, 1.50 %', () => {
    const live = zip(STANDARD, ['0.50', '0.60', '0.80', '1.00', '1.50']);
    expect(rows('live', 'AG')).toEqual(live);
    expect(rows('live', 'BG')).toEqual(live);
  });
  it('slots AG: 0.60 %, 1.00 %, 1.50 %, 2.00 %, 2.50 %; board games AG the same', () => {
    const ag = zip(STANDARD, ['0.60', '1.00', '1.50', '2.00', '2.50']);
    expect(rows('slots', 'AG')).toEqual(ag);
    expect(rows('board', 'AG')).toEqual(ag);
  });
  it('slots PG: 1.00 %, 1.50 %, 2.00 %, 2.80 %, 3.50 %', () => {
    expect(rows('slots', 'PG')).toEqual(zip(STANDARD, ['1.00', '1.50', '2.00', '2.80', '3.50']));
  });
  it('lucky-money tiers 100, 2000, 10000, 50000, 100000 at 1 % to 5 % (slots and board games)', () => {
    const lucky = zip([100, 2000, 10000, 50000, 100000], ['1.00', '2.00', '3.00', '4.00', '5.00']);
    expect(rows('slots', LUCKY_PLATFORM)).toEqual(lucky);
    expect(rows('board', LUCKY_PLATFORM)).toEqual(lucky);
  });
  it('sports KY: the live casino rates', () => {
    expect(rows('sports', 'KY')).toEqual(zip(STANDARD, ['0.50', '0.60', '0.80', '1.00', '1.50']));
  });
  it('sports lucky-money: fixed bonuses 6 to 9666 from 200 to 500000 of turnover', () => {
    expect(CASHBACK_TABLES.find((x) => x.category === 'sports' && x.platform === LUCKY_PLATFORM)!.tiers).toEqual(
      [200, 1000, 3000, 10000, 50000, 100000, 300000, 500000].map((min, i) => ({
        min,
        bonus: [6, 16, 36, 196, 396, 966, 1966, 9666][i],
      })),
    );
  });

  it('offers each category its platforms', () => {
    expect(platformsOf('live')).toEqual(['AG', 'BG']);
    expect(platformsOf('slots')).toEqual(['AG', 'PG', LUCKY_PLATFORM]);
    expect(platformsOf('board')).toEqual(['AG', LUCKY_PLATFORM]);
    expect(platformsOf('sports')).toEqual(['KY', LUCKY_PLATFORM]);
    expect(CASHBACK_TABLES).toHaveLength(9);
  });
});
