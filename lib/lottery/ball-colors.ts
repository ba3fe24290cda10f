/**
 * Colour waves of the six-number game (type 1): the usual fixed table of 1–49 (红波/蓝波/绿波).
 * The server's special_color label uses the same table; this one colours the balls.
 */
export type BallWave = 'red' | 'blue' | 'green';

const RED = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const BLUE = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];
const WAVES = new Map<number, BallWave>([
  ...RED.map((n) => [n, 'red'] as const),
  ...BLUE.map((n) => [n, 'blue'] as const),
]);

/** 1–49 → its wave; the numbers in neither list above are green. */
export function ballWave(n: number): BallWave {
  return WAVES.get(n) ?? 'green';
}

/** Two digits, as the draw text writes type 1 numbers ("05"). */
export const twoDigits = (n: number): string => String(n).padStart(2, '0');
