/**
 * The confetti of lib/ui/celebrate.ts, in its own chunk (canvas-confetti): one burst of about
 * 1.5 s on a full-screen canvas that takes no input, inside `host` (the newest modal, so it shows
 * above it, or the body), removed when the burst is over.
 */
import confetti from 'canvas-confetti';
import { colors } from './colors';

const PALETTE = [colors.gold.DEFAULT, colors.gold.pale, colors.brand.DEFAULT, colors.brand.light, colors.coral];
/** Frames a piece lives: with its fade, about 1.5 s at 60 frames a second. */
const TICKS = 100;

export async function burst(host: HTMLElement): Promise<void> {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.testid = 'celebration';
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    pointerEvents: 'none',
    zIndex: '2147483647',
  });
  host.append(canvas);
  const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
  const shot = { ticks: TICKS, colors: PALETTE, startVelocity: 40, scalar: 1.1, disableForReducedMotion: true };
  try {
    await Promise.all([
      fire({ ...shot, particleCount: 70, angle: 60, spread: 60, origin: { x: 0, y: 0.7 } }),
      fire({ ...shot, particleCount: 70, angle: 120, spread: 60, origin: { x: 1, y: 0.7 } }),
    ]);
  } finally {
    fire.reset();
    canvas.remove();
  }
}
