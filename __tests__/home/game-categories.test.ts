import { toGameLists } from '@/lib/api/normalise/games';
import { gamesForTab, HALL_TABS, hallTypeOf, isLotteryGame } from '@/lib/home/game-categories';

const row = (category_id: string, platform_name: string, app_state: number | string = 1) => ({
  name: platform_name.toUpperCase(),
  platform_name,
  category_id,
  app_state,
  game_code: '',
});

describe('hall categories', () => {
  it('has the five tabs with type codes 2, 5, 1, 0, 4 in that order', () => {
    expect(HALL_TABS.map((x) => x.code)).toEqual([2, 5, 1, 0, 4]);
    expect(HALL_TABS.map((x) => x.label)).toEqual(['彩票', '真人', '体育', '电子', '棋牌']);
  });

  it.each([
    ['lottery', 2],
    ['realbet', 5],
    ['sport', 1],
    ['concise', 0],
    ['gaming', 0],
    ['fishing', 0],
    ['joker', 4],
  ])('maps category_id %s to type %s', (category, code) => {
    expect(hallTypeOf(category)).toBe(code);
  });

  it('tolerates case and spaces, and maps unknown categories to nothing', () => {
    expect(hallTypeOf(' RealBet ')).toBe(5);
    expect(hallTypeOf('esports')).toBeNull();
    expect(hallTypeOf(undefined)).toBeNull();
  });

  it('keeps only app_state 1 (number or string) and groups by category in server order', () => {
    const lists = toGameLists([
      row('realbet', 'ag'),
      row('realbet', 'bg', '1'),
      row('realbet', 'off', 0),
      row('realbet', 'off2', '0'),
      row('concise', 'pg'),
      row('fishing', 'fish'),
      row('gaming', 'ob'),
      row('lottery', 'pc28'),
      row('joker', 'ky'),
    ]);
    expect(lists.realbet.map((g) => g.platform)).toEqual(['ag', 'bg']);
    expect(gamesForTab(lists, 0).map((g) => g.platform)).toEqual(['pg', 'ob', 'fish']);
    expect(gamesForTab(lists, 2).map((g) => g.platform)).toEqual(['pc28']);
    expect(gamesForTab(lists, 4).map((g) => g.platform)).toEqual(['ky']);
    expect(gamesForTab(lists, 1)).toEqual([]);
  });

  it('survives a non-array answer and rows without a category', () => {
    expect(toGameLists('')).toEqual({});
    expect(toGameLists([null, row('', 'x')])).toEqual({});
  });

  it('knows lottery tiles', () => {
    expect(isLotteryGame({ category: 'lottery' })).toBe(true);
    expect(isLotteryGame({ category: 'realbet' })).toBe(false);
  });
});
