/**
 * The moments worth a celebration (a red packet won, a lottery bet won, a VIP level-up): a short
 * burst of confetti, about 1.5 s, over everything and never in the way (the canvas takes no
 * input), and a polite announcement for screen readers. The confetti's code (canvas-confetti) is
 * loaded only when a moment happens, and not at all under prefers-reduced-motion, where the
 * moment is only announced.
 */
import { dialogStack } from './dialog-stack';
import { prefersReducedMotion } from './use-reduced-motion';

const LIVE_ID = 'celebration-live';
/** Long enough for a screen reader to read it; the region is emptied afterwards. */
const LIVE_MS = 5000;

/**
 * Says `text` through a polite live region inside the newest modal (the page under a modal is
 * inert, and inert text is not read), else at the end of the body. The region is put in place
 * empty and the text a moment later: a region arriving with its text is not announced.
 */
function announce(text: string): void {
  const host: HTMLElement = dialogStack.get().at(-1) ?? document.body;
  let region = host.querySelector<HTMLElement>(`#${LIVE_ID}`);
  if (!region) {
    document.getElementById(LIVE_ID)?.remove();
    region = document.createElement('p');
    region.id = LIVE_ID;
    region.setAttribute('role', 'status');
    region.className = 'sr-only';
    host.append(region);
  }
  const target = region;
  setTimeout(() => {
    target.textContent = text;
    setTimeout(() => {
      if (target.textContent === text) target.textContent = '';
    }, LIVE_MS);
  }, 100);
}

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
