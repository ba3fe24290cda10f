/**
 * The moments worth a celebration (a red packet won, a lottery bet won, a VIP level-up): a short
 * burst of confetti, about 1.5 s, over everything and never in the way (the canvas takes no
 * input), and a polite announcement for screen readers, through the toaster's live region
 * (lib/ui/toast.ts `announce`). The confetti's code (canvas-confetti) is loaded only when a
 * moment happens, and not at all under prefers-reduced-motion, where the moment is only announced.
 */
import { dialogStack } from './dialog-stack';
import { announce } from './toast';
import { prefersReducedMotion } from './use-reduced-motion';

/**
 * Celebrates a moment: `text` is announced (leave it out where the screen already announces the
 * news, e.g. a toast), and confetti falls unless the player asked for reduced motion.
 */
export async function celebrate(text?: string): Promise<void> {
  if (typeof window === 'undefined') return;
  if (text) announce(text);
  if (prefersReducedMotion()) return;
  try {
    const { burst } = await import('./celebration');
    await burst(dialogStack.get().at(-1) ?? document.body);
  } catch {
    // A chunk that failed to load costs the party, not the moment: the news is already shown.
  }
}
