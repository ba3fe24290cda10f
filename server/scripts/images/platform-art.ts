/**
 * What each demo platform's tile shows (assets/uploads/games/<platform>.svg, and the public
 * client's PNG logos): dice and balls for the lotteries, dealers and cards for the live tables,
 * balls and cups for sports, machines and treasure for the slots, tiles and cards for the boards.
 */
import type { Pose } from './poses.ts';

export const PLATFORM_ART: Readonly<Record<string, Pose>> = {
  pc28: { colors: ['#ff8a3d', '#b3261e'], main: 'game-die', side: 'coin', third: 'game-die' },
  bj28: { colors: ['#f5b301', '#c2410c'], main: 'game-die', side: 'money-bag' },
  hk6: { colors: ['#e8344e', '#7a0d1f'], main: 'red-paper-lantern', balls: ['08', '18', '28'] },
  am6: { colors: ['#1fa37a', '#0b4d3a'], main: 'crown', balls: ['06', '16', '36'] },
  ag: { colors: ['#b3122f', '#3d0612'], main: 'woman-in-tuxedo', side: 'flower-playing-cards', third: 'coin' },
  bg: { colors: ['#7b2cbf', '#240046'], main: 'man-in-tuxedo', side: 'joker', third: 'gem-stone' },
  sbty: { colors: ['#1a9b4b', '#064e2b'], main: 'soccer-ball', side: 'trophy' },
  im: { colors: ['#1f6fd6', '#0b2e66'], main: 'basketball', side: 'sports-medal' },
  obgdy: { colors: ['#f5b301', '#a11d33'], main: 'slot-machine', side: 'money-bag', third: 'coin' },
  fgdz: { colors: ['#ff5fa2', '#7a1d5c'], main: 'cherries', side: 'keycap-7', third: 'gem-stone' },
  pp: { colors: ['#8e44ad', '#2b0f4c'], main: 'crown', side: 'gem-stone', third: 'coin' },
  ae: { colors: ['#e94560', '#4a0d1e'], main: 'dragon', side: 'coin' },
  pg: { colors: ['#0f9ba8', '#073b52'], main: 'panda', side: 'coin' },
  ky: { colors: ['#1f7a4d', '#0b3d26'], main: 'mahjong-red-dragon', side: 'flower-playing-cards', third: 'coin' },
  leg: { colors: ['#0f6fb3', '#0a2a4d'], main: 'joker', side: 'spade-suit', third: 'money-bag' },
  avia: { colors: ['#5b2ca0', '#1a0b38'], main: 'video-game', side: 'trophy' },
  fgby: { colors: ['#0fb5c4', '#0b3d66'], main: 'tropical-fish', side: 'fishing-pole', third: 'coin' },
};

export function platformPose(platformName: string): Pose {
  const pose = PLATFORM_ART[platformName];
  if (!pose) throw new Error(`art: no pose for platform "${platformName}" (add it to platform-art.ts)`);
  return pose;
}
