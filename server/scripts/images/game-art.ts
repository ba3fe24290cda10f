/**
 * What each demo electronic game's tile shows (assets/uploads/tiles/<platform>/<code>.svg): the
 * title's theme in one to three emoji. A game missing here fails the generator, not the client.
 */
import type { Pose } from './poses.ts';

const GOLD = ['#f5b301', '#b3261e'] as const;
const SEA = ['#19b5d8', '#0b3d66'] as const;
const CANDY = ['#ff7eb6', '#8e2a7a'] as const;
const NIGHT = ['#5b2ca0', '#140a33'] as const;
const JADE = ['#1fa37a', '#0b3d26'] as const;
const FIRE = ['#ff6b2c', '#7a0d1f'] as const;

export const GAME_ART: Readonly<Record<string, Pose>> = {
  // OB电子
  'ob-fortune': { colors: FIRE, main: 'money-bag', side: 'red-envelope', third: 'coin' },
  'ob-dragon': { colors: ['#e8344e', '#4a0d1e'], main: 'dragon', side: 'water-wave' },
  'ob-fruit': { colors: ['#ffb020', '#c2185b'], main: 'watermelon', side: 'cherries', third: 'grapes' },
  'ob-panda': { colors: JADE, main: 'panda', side: 'herb' },
  'ob-lucky7': { colors: GOLD, main: 'slot-machine', side: 'keycap-7', third: 'keycap-7' },
  'ob-gold': { colors: ['#8a5a2b', '#2b1a0b'], main: 'pick', side: 'gem-stone', third: 'coin' },
  'ob-tiger': { colors: ['#ff9f1c', '#9a3412'], main: 'tiger-face', side: 'coin', third: 'coin' },
  'ob-koi': { colors: ['#e02433', '#5c0a1a'], main: 'tropical-fish', side: 'water-wave', third: 'coin' },
  // FG电子
  'fg-ocean': { colors: SEA, main: 'octopus', side: 'gem-stone', third: 'coral' },
  'fg-pirate': { colors: ['#334155', '#0f172a'], main: 'pirate-flag', side: 'crossed-swords', third: 'coin' },
  'fg-candy': { colors: CANDY, main: 'candy', side: 'lollipop' },
  'fg-ninja': { colors: NIGHT, main: 'ninja', side: 'dagger' },
  'fg-jungle': { colors: JADE, main: 'gorilla', side: 'palm-tree' },
  'fg-phoenix': { colors: FIRE, main: 'fire', side: 'eagle' },
  // PP电子
  vs20olympgate: { colors: ['#3b82f6', '#1e1b4b'], main: 'high-voltage', side: 'classical-building' },
  vs20sugarrush: { colors: CANDY, main: 'lollipop', side: 'cupcake', third: 'candy' },
  vs20fruitsw: { colors: ['#ff5fa2', '#b3261e'], main: 'strawberry', side: 'grapes', third: 'cherries' },
  vs10bbbonanza: { colors: SEA, main: 'fish', side: 'fishing-pole', third: 'coin' },
  vs25wolfgold: { colors: NIGHT, main: 'wolf', side: 'full-moon', third: 'coin' },
  vs20starlight: { colors: ['#c084fc', '#4c1d95'], main: 'princess', side: 'glowing-star' },
  vs243lions: { colors: GOLD, main: 'lion', side: 'coin', third: 'gem-stone' },
  // AE电子
  'ae-sevens': { colors: ['#e02433', '#3d0612'], main: 'slot-machine', side: 'keycap-7' },
  'ae-gems': { colors: ['#0fb5c4', '#1e1b4b'], main: 'gem-stone', side: 'gem-stone', third: 'ring' },
  'ae-wukong': { colors: ['#f59e0b', '#7c2d12'], main: 'monkey-face', side: 'cloud' },
  'ae-mahjong': { colors: JADE, main: 'mahjong-red-dragon', side: 'mahjong-red-dragon', third: 'coin' },
  'ae-cowboy': { colors: ['#d97706', '#5c2c0a'], main: 'cowboy-hat-face', side: 'cactus' },
};

export function gamePose(code: string): Pose {
  const pose = GAME_ART[code];
  if (!pose) throw new Error(`art: no pose for game "${code}" (add it to game-art.ts)`);
  return pose;
}
