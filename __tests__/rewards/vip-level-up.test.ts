/** lib/rewards/vip-level-up.ts: a level-up fires once per level, per member, on this device. */
import { noteVipLevel } from '@/lib/rewards/vip-level-up';
import { vipTier } from '@/lib/rewards/vip-tier';
import { clearAllStorage } from '@/lib/storage';

beforeEach(() => window.localStorage.clear());

it('fires once per level: the first level seen is remembered, each higher one fires once', () => {
  expect(noteVipLevel('demo001', 2)).toBe(false);
  expect(noteVipLevel('demo001', 2)).toBe(false);
  expect(noteVipLevel('demo001', 3)).toBe(true);
  expect(noteVipLevel('demo001', 3)).toBe(false);
  expect(noteVipLevel('demo001', 3)).toBe(false);
  expect(noteVipLevel('demo001', 5)).toBe(true);
});

it('keeps members apart, and a demotion then a new promotion fires again', () => {
  noteVipLevel('a', 4);
  noteVipLevel('b', 1);
  expect(noteVipLevel('b', 2)).toBe(true);
  expect(noteVipLevel('a', 3)).toBe(false);
  expect(noteVipLevel('a', 4)).toBe(true);
});

it('survives logout, and ignores a missing member or level', () => {
  noteVipLevel('demo001', 1);
  clearAllStorage();
  expect(noteVipLevel('demo001', 2)).toBe(true);
  expect(noteVipLevel('', 9)).toBe(false);
  expect(noteVipLevel('demo001', 0)).toBe(false);
});

it('spreads the levels over the tiers bronze → diamond, the first bronze, the top diamond', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((l) => vipTier(l, 10))).toEqual([
    'bronze',
    'bronze',
    'silver',
    'silver',
    'gold',
    'gold',
    'platinum',
    'platinum',
    'diamond',
    'diamond',
  ]);
  expect([1, 2, 3].map((l) => vipTier(l, 3))).toEqual(['bronze', 'gold', 'diamond']);
  expect(vipTier(1, 1)).toBe('bronze');
  expect(vipTier(0, 10)).toBe('bronze');
  expect(vipTier(12, 10)).toBe('diamond');
});
