import { withLotteries } from '@/lib/home/use-hall-games';
import type { Game } from '@/lib/api/types';

const game = (name: string, platform: string): Game => ({
  name,
  platform,
  category: 'lottery',
  gameCode: '',
  image: '',
});

describe('the lottery tab merges /api/lotteryList into the game list', () => {
  it('appends the lotteries no game-list row names, keeping the rows first', () => {
    const rows = [game('加拿大28', 'pc28')];
    const listed = [game('加拿大28', '1'), game(' 北京28 ', '2'), game('澳门六合彩', '4')];
    expect(withLotteries(rows, listed).map((g) => `${g.name}/${g.platform}`)).toEqual([
      '加拿大28/pc28',
      ' 北京28 /2',
      '澳门六合彩/4',
    ]);
  });

  it('keeps the rows as they are without lotteries', () => {
    const rows = [game('加拿大28', 'pc28')];
    expect(withLotteries(rows, undefined)).toBe(rows);
    expect(withLotteries([], [game('北京28', '2')]).map((g) => g.name)).toEqual(['北京28']);
  });
});
