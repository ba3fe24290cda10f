/**
 * "The first screen is up": the page has loaded and the main thread had an idle moment. What is
 * not on the first screen (system popup, add-to-home-screen guide, update prompt, session keeper,
 * float buttons) waits for it, so its code and work never compete with the first paint and the
 * start-up tasks. Decided once per page load; later screens get it at once.
 */
import { startTransition, useEffect, useState } from 'react';
import { createStore, useStore } from './store';

/** The longest an idle moment is waited for on a busy phone. */
const IDLE_TIMEOUT_MS = 1500;

const settled = createStore(false);
let started = false;

function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(run, 1);
}

function start() {
  if (started) return;
  started = true;
  const settle = () => whenIdle(() => settled.set(true));
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}

// The clock starts with the app's first chunk, not with the first piece that waits.
if (typeof window !== 'undefined') start();

/** Runs `run` once the first screen is up (at once if it is), outside React. */
export function onceFirstScreenUp(run: () => void): void {
  if (settled.get()) return run();
  const stop = settled.subscribe(() => {
    stop();
    run();
  });
}

/**
 * true once the first screen is up (false in the static export and during hydration). The moment
 * it comes, what waits for it mounts in a transition: React renders the extras in slices that
 * yield to the browser, not in one task. A later screen has them from its first render.
 */
export function useAfterFirstScreen(): boolean {
  const settledNow = useStore(settled, false);
  const [up, setUp] = useState(settledNow);
  useEffect(() => {
    if (settledNow && !up) startTransition(() => setUp(true));
  }, [settledNow, up]);
  return up;
}
