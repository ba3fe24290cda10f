/**
 * The emoji and colours of each demo poster, keyed by the stored picture path: the home banners
 * of src/seed/data.ts and the activities of src/seed/activities-data.ts. A poster missing here
 * fails the generator.
 */
import type { Promo } from './promo.ts';

type PromoArt = Pick<Promo, 'colors' | 'art' | 'balls'>;

export const PROMO_ART: Readonly<Record<string, PromoArt>> = {
  'banners/banner1.svg': { colors: ['#b3122f', '#3d0612'], art: ['money-bag', 'coin', 'coin', 'sparkles'] },
  'banners/banner2.svg': {
    colors: ['#e8344e', '#5a1e6b'],
    art: ['red-envelope', 'red-envelope', 'coin', 'red-envelope'],
  },
  'banners/banner3.svg': { colors: ['#1d2b64', '#7b2cbf'], art: ['crown', 'gem-stone', 'trophy', 'sparkles'] },
  'banners/banner4.svg': { colors: ['#ff8a3d', '#7a0d1f'], art: ['game-die', 'fire', 'party-popper', 'game-die'] },
  'banners/banner5.svg': {
    colors: ['#c81d3a', '#3b0a2a'],
    art: ['red-paper-lantern', 'four-leaf-clover'],
    balls: ['08', '18', '28'],
  },
  'banners/banner6.svg': {
    colors: ['#0f8a7e', '#0b2e4d'],
    art: ['money-with-wings', 'coin', 'chart-increasing', 'sparkles'],
  },
  'activities/first-deposit.svg': {
    colors: ['#1d2b64', '#e94560'],
    art: ['money-bag', 'red-envelope', 'coin', 'sparkles'],
  },
  'activities/weekend.svg': {
    colors: ['#0f3460', '#c2410c'],
    art: ['party-popper', 'confetti-ball', 'wrapped-gift', 'balloon'],
  },
  'activities/daily.svg': {
    colors: ['#16a085', '#0b3d26'],
    art: ['spiral-calendar', 'wrapped-gift', 'coin', 'check-mark-button'],
  },
  'activities/live-streak.svg': {
    colors: ['#8e44ad', '#d35400'],
    art: ['trophy', 'flower-playing-cards', 'fire', 'sports-medal'],
  },
};

export function promoArt(image: string): PromoArt {
  const art = PROMO_ART[image];
  if (!art) throw new Error(`art: no poster for "${image}" (add it to promo-art.ts)`);
  return art;
}
